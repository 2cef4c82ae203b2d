import type { CopyDeck } from './en';

/**
 * Arabic of the signing-review deck (decks/signing.ts), spread into `ar`; the rules are those of `ar.ts`'s header.
 * Standard and token names (ERC-20, Wrapped Ether, Solana) stay as they are; terms a wallet shows in English
 * (nonce, salt) follow their Arabic in brackets.
 */
export const arSigning: CopyDeck = {
  // — The review frame —
  'signing.title.message': 'توقيع رسالة',
  'signing.title.siwe': 'تسجيل الدخول باستخدام Ethereum',
  'signing.title.typedData': 'توقيع بيانات منظَّمة',
  'signing.title.signTransaction': 'توقيع معاملة',
  'signing.title.sendTransaction': 'إرسال معاملة',
  'signing.subtitle': 'تحقّق مما يُطلب منك توقيعه قبل الموافقة.',
  'signing.subtitle.siwe': 'توقيع هذه الرسالة يسجّل دخولك إلى الموقع أدناه، ولا يكلّفك شيئًا.',
  'signing.subtitle.send': 'بالموافقة تُوقَّع هذه المعاملة وتُرسَل إلى الشبكة.',
  'signing.approve': 'موافقة',
  'signing.approving': 'جارٍ التوقيع…',
  'signing.reject': 'رفض',
  'signing.details': 'تفاصيل الطلب',
  'signing.invalid.title': 'لا يمكن توقيع هذا الطلب',
  'signing.invalid.typedData': 'صيغة البيانات المنظَّمة غير صحيحة، لذا لا يمكن عرضها ولا توقيعها.',
  'signing.invalid.transaction': 'صيغة طلب المعاملة غير صحيحة، لذا لا يمكن عرضه ولا توقيعه.',
  'signing.chain.unknown': 'السلسلة {id}',
  'signing.yes': 'نعم',
  'signing.no': 'لا',
  'signing.bytes_one': 'بايت واحد',
  'signing.bytes_other': '{count} بايت',
  'signing.declined': 'رُفض الطلب. لم يُوقَّع أي شيء.',

  // — Who asks, and which wallet signs —
  'signing.party.requester': 'مقدّم الطلب',
  'signing.party.wallet': 'المحفظة الموقِّعة',
  'signing.party.embedded': 'محفظة مدمجة',
  'signing.party.solana': 'Solana',

  // — A plain message —
  'signing.message.label': 'الرسالة',
  'signing.message.decoded': 'فُكّ ترميزها من الصيغة الست عشرية كنص UTF-8.',
  'signing.message.raw': 'هذه البايتات ليست نصًا مقروءًا، لذا تُعرض بالصيغة الست عشرية.',

  // — Sign-In with Ethereum —
  'signing.siwe.domain': 'الموقع',
  'signing.siwe.address': 'الحساب',
  'signing.siwe.statement': 'البيان',
  'signing.siwe.uri': 'عنوان URI',
  'signing.siwe.chain': 'الشبكة',
  'signing.siwe.nonce': 'الرقم الفريد (nonce)',
  'signing.siwe.issuedAt': 'تاريخ الإصدار',
  'signing.siwe.expiration': 'تاريخ الانتهاء',
  'signing.siwe.notBefore': 'صالح اعتبارًا من',
  'signing.siwe.requestId': 'معرّف الطلب',
  'signing.siwe.resources': 'الموارد',
  'signing.siwe.foreignDomain':
    'تسجّل هذه الرسالة دخولك إلى \u2068{domain}\u2069، لا إلى الموقع الذي أنت عليه (\u2068{site}\u2069). ارفضها ما لم تكن تثق في \u2068{domain}\u2069.',

  // — EIP-712 typed data —
  'signing.typedData.domain': 'النطاق',
  'signing.typedData.name': 'الاسم',
  'signing.typedData.version': 'الإصدار',
  'signing.typedData.chain': 'الشبكة',
  'signing.typedData.verifyingContract': 'عقد التحقق',
  'signing.typedData.salt': 'الملح (salt)',
  'signing.typedData.primaryType': 'النوع الأساسي',
  'signing.typedData.message': 'الرسالة',
  'signing.typedData.tree': 'حقول {type}',
  'signing.typedData.items_one': 'عنصر واحد',
  'signing.typedData.items_other': 'العناصر: {count}',
  'signing.typedData.fields_one': 'حقل واحد',
  'signing.typedData.fields_other': 'الحقول: {count}',

  // — Ethereum transactions —
  'signing.tx.to': 'إلى',
  'signing.tx.contract': 'العقد',
  'signing.tx.newContract': 'عقد جديد',
  'signing.tx.value': 'المبلغ',
  'signing.tx.usd': '≈ \u2068{usd}\u2069',
  'signing.tx.chain': 'الشبكة',
  'signing.tx.fee': 'رسوم الشبكة (بحدّ أقصى)',
  'signing.tx.feeUnknown': 'تحدّدها المحفظة',
  'signing.tx.feeEstimated': 'رسوم الشبكة (تقديرية)',
  'signing.tx.feeEstimating': 'جارٍ التقدير…',
  'signing.tx.feeFailed': 'تعذّر تقديرها: تحدّدها المحفظة',
  'signing.funds.short': 'لا يكفي رصيد {symbol} على {chain} لإرسال \u2068{amount}\u2069 مع الرسوم',
  'signing.funds.shortFeeUnknown': 'لا يكفي رصيد {symbol} على {chain} لإرسال \u2068{amount}\u2069',
  'signing.funds.balance':
    'تحتوي هذه المحفظة على \u2068{balance}\u2069. أضف أموالًا أو أرسل مبلغًا أقل، ثم حاول مرة أخرى.',
  'signing.param.to': 'المستلم',
  'signing.param.from': 'المُرسِل',
  'signing.param.spender': 'المُنفِق',
  'signing.param.amount': 'المبلغ',
  'signing.param.wad': 'المبلغ',
  'signing.param.tokenId': 'معرّف الرمز المميّز',
  'signing.param.operator': 'المشغّل',
  'signing.param.approved': 'مُعتمَد',
  'signing.param.data': 'البيانات',
  'signing.tx.call': 'الإجراء',
  'signing.tx.function': 'الدالة',
  'signing.tx.data': 'البيانات',
  'signing.tx.selector': 'مُحدِّد الدالة',
  'signing.tx.copyData': 'نسخ البيانات',
  'signing.tx.unknownCall':
    'تعذّر فك ترميز هذا الاستدعاء: لا تحتوي أي واجهة عقد معروفة على دالته. لا توافق إلا إذا كنت تثق في التطبيق.',
  'signing.tx.unlimited': 'غير محدود',
  'signing.tx.unlimitedWarning': 'يمنح هذا \u2068{spender}\u2069 الوصول إلى كل ما في محفظتك من هذا الرمز، الآن ولاحقًا.',
  'signing.tx.standard.erc20': 'رمز ERC-20',
  'signing.tx.standard.erc721': 'رمز NFT بمعيار ERC-721',
  'signing.tx.standard.weth': 'Wrapped Ether',

  // — Why a transaction failed (read from the wallet's or node's error) —
  'signing.failure.insufficientFunds': 'لا تحتوي المحفظة على ما يكفي لدفع هذا المبلغ ورسوم الشبكة. لم يُرسَل شيء.',
  'signing.failure.nonceTooLow': 'سبق أن استخدمت المحفظة رقم المعاملة هذا (nonce). حاول مرة أخرى: ستأخذ الرقم التالي.',
  'signing.failure.gasTooLow': 'حدّ الغاز منخفض جدًا لهذه المعاملة. لم يُرسَل شيء.',
  'signing.failure.chainMismatch': 'المحفظة على شبكة غير شبكة هذه المعاملة. بدّل شبكتها، ثم حاول مرة أخرى.',
  'signing.failure.unsupportedChain': 'لا يمكن للمحفظة استخدام هذه الشبكة. اختر شبكة تدعمها.',
  'signing.failure.executionReverted':
    'رفض العقد هذه المعاملة (كان سيتراجع عنها)، لذا لم يُرسَل شيء. تحقّق من المبلغ والمستلم.',

  // — Solana —
  'signing.solana.feePayer': 'دافع الرسوم',
  'signing.solana.instructions': 'التعليمات',
  'signing.solana.instruction': 'التعليمة {index}',
  'signing.solana.transfer': 'تحويل',
  'signing.solana.from': 'من',
  'signing.solana.to': 'إلى',
  'signing.solana.amount': 'المبلغ',
  'signing.solana.program': 'البرنامج',
  'signing.solana.accounts_one': 'حساب واحد',
  'signing.solana.accounts_other': 'الحسابات: {count}',
  'signing.solana.raw': 'تعذّر فك ترميز هذه المعاملة، لذا تُعرض بترميز base64.',
  'signing.solana.copyRaw': 'نسخ المعاملة',

  // — The result —
  'signing.result.signed': 'تم التوقيع',
  'signing.result.signedDescription': 'سُلِّم توقيعك إلى التطبيق.',
  'signing.result.signature': 'التوقيع',
  'signing.result.copySignature': 'نسخ التوقيع',
  'signing.result.sent': 'تم إرسال المعاملة',
  'signing.result.hash': 'تجزئة المعاملة',
  'signing.result.copyHash': 'نسخ تجزئة المعاملة',
  'signing.result.receipt': 'الإيصال',
  'signing.result.status': 'الحالة',
  'signing.result.success': 'مؤكَّدة',
  'signing.result.reverted': 'فشلت (تم التراجع عنها)',
  'signing.result.pending': 'بانتظار التأكيد',
  'signing.result.unknown': 'غير معروفة بعد',
  'signing.result.title': 'النتيجة',
  'signing.result.block': 'الكتلة',
  'signing.result.gasUsed': 'الغاز المستخدَم',
  'signing.result.rejected': 'رُفض الطلب',
  'signing.result.rejectedDescription': 'لم يُوقَّع أي شيء. يمكنك إغلاق هذه النافذة.',
  'signing.result.done': 'تم',
};
