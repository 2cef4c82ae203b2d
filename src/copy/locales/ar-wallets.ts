import type { CopyDeck } from './en';

/**
 * Arabic of the wallets deck (decks/wallets.ts), spread into `ar`; the rules are those of `ar.ts`'s header.
 * Product, token and network names (Ethereum, Solana, WalletConnect …) stay as they are.
 */
export const arWallets: CopyDeck = {
  // — The list —
  'wallets.title': 'محافظك',
  'wallets.count_one': 'محفظة واحدة',
  'wallets.count_other': 'المحافظ: {count}',
  'wallets.loading': 'جارٍ تحميل محافظك',
  'wallets.empty': 'ليست لديك محافظ بعد. أنشئ محفظة لحفظ أصولك والتوقيع بها في هذا التطبيق.',
  'wallets.create.title': 'إنشاء محفظة',
  'wallets.create.ethereum': 'إنشاء محفظة Ethereum',
  'wallets.create.solana': 'إنشاء محفظة Solana',
  'wallets.create.creating': 'جارٍ إنشاء المحفظة',

  // — A wallet card —
  'wallets.kind.embedded': 'محفظة مدمجة',
  'wallets.kind.imported': 'محفظة مستوردة',
  'wallets.kind.external': 'محفظة خارجية',
  'wallets.card.label': '{kind} \u2068{address}\u2069',
  'wallets.field.client': 'تطبيق المحفظة',
  'wallets.field.connector': 'الاتصال',
  'wallets.field.chainType': 'نوع السلسلة',
  'wallets.field.index': 'رقم المحفظة',
  'wallets.field.recovery': 'الاسترداد',
  'wallets.field.connectedAt': 'تاريخ التوصيل',
  'wallets.field.balance': 'الرصيد',
  'wallets.client.embedded': 'مدمج',
  'wallets.connector.injected': 'إضافة المتصفح',
  'wallets.connector.base_account': 'Base Account',
  'wallets.connector.wallet_connect_v2': 'WalletConnect v2',
  'wallets.connector.coinbase_wallet': 'Coinbase Wallet',
  'wallets.connector.embedded': 'مدمج',
  'wallets.connector.embedded_imported': 'مدمج، بمفتاح مستورد',
  'wallets.connector.solana_adapter': 'محوّل محافظ Solana',
  'wallets.connector.none': 'لا يوجد',
  'wallets.chainType.ethereum': 'Ethereum',
  'wallets.chainType.solana': 'Solana',
  'wallets.recovery.privy': 'يتولّاه المزوّد',
  'wallets.recovery.privy-v2': 'يتولّاه المزوّد',
  'wallets.recovery.user-passcode': 'رمز المرور الخاص بك',
  'wallets.recovery.google-drive': 'نسخة احتياطية على Google Drive',
  'wallets.recovery.icloud': 'نسخة احتياطية على iCloud',
  'wallets.recovery.recovery-encryption-key': 'مفتاح الاسترداد',
  'wallets.delegated': 'تم منح صلاحية الوصول دون اتصال',
  'wallets.balance.amount': '\u2068{amount} {symbol}\u2069',
  'wallets.balance.usd': '≈ \u2068{value}\u2069',
  'wallets.balance.loading': 'جارٍ تحميل الرصيد',
  'wallets.balance.unavailable': 'غير متاح',
  'wallets.field.address': 'العنوان',

  // — A wallet's everyday actions —
  'wallets.send.action': 'إرسال',
  'wallets.receive.action': 'استلام',
  'wallets.fund.action': 'إضافة أموال',
  'wallets.receive.title': 'الاستلام على {chain}',
  'wallets.receive.description': 'شارك هذا العنوان، أو دع المُرسِل يمسح الرمز ضوئيًا.',
  'wallets.receive.address': 'عنوانك',
  'wallets.receive.qr': 'عنوانك على {chain}',
  'wallets.receive.only': 'لا ترسل إلى هذا العنوان إلا أصولًا على {chain}. قد تضيع الأصول المُرسلة على شبكة أخرى.',
  'wallets.receive.done': 'تم',
  'wallets.send.title': 'إرسال {symbol}',
  'wallets.send.from': 'من \u2068{address}\u2069 على {chain}',
  'wallets.send.balance': 'الرصيد: \u2068{amount} {symbol}\u2069',
  'wallets.send.amount.zero': 'أدخل مبلغًا أكبر من 0.',
  'wallets.send.review': 'مراجعة',
  'wallets.fund.title': 'إضافة أموال',

  // — Exporting a wallet's private key —
  'wallets.export.action': 'تصدير المفتاح الخاص',
  'wallets.export.title': 'تصدير المفتاح الخاص',
  'wallets.export.warning.title': 'من يملك هذا المفتاح يتحكّم في محفظتك',
  'wallets.export.warning.body':
    'يستطيع من يحمله نقل كل ما في هذه المحفظة، على كل الشبكات. لا تشاركه أبدًا ولا تلصقه في أي موقع ويب. لن يطلبه منك أحد من هذا التطبيق أبدًا.',
  'wallets.export.sealed':
    'يشفّر المزوّد المفتاح بمفتاح لمرة واحدة أُنشئ في هذا المتصفح، ولا يُفتح إلا هنا: لا يصل بصيغة مقروءة إلى أي خادم، بما في ذلك خادم هذا التطبيق.',
  'wallets.export.reveal': 'إظهار المفتاح الخاص',
  'wallets.export.exporting': 'جارٍ تصدير المفتاح الخاص',
  'wallets.export.key': 'المفتاح الخاص',
  'wallets.export.hidden': 'مخفي',
  'wallets.export.show': 'إظهار',
  'wallets.export.hide': 'إخفاء',
  'wallets.export.copy': 'نسخ المفتاح الخاص',
  'wallets.export.format.ethereum': 'بالصيغة الست عشرية، كما تستورده محافظ Ethereum.',
  'wallets.export.format.solana': 'بترميز Base58 للبذرة والمفتاح العام (64 بايت)، كما تستورده محافظ Solana.',
  'wallets.export.keep':
    'احفظه في مكان لا يصل إليه أحد سواك، مثل مدير كلمات المرور. تنساه هذه الصفحة عند إغلاق هذه النافذة.',
  'wallets.export.done': 'تم',

  // — Signing with a wallet (the composer) —
  'wallets.use.title': 'التوقيع بمحفظة',
  'wallets.use.subtitle': 'اكتب طلبًا وراجعه، ثم وافق عليه أو ارفضه.',
  'wallets.use.wallet': 'المحفظة',
  'wallets.use.kind': 'الطلب',
  'wallets.use.kind.message': 'رسالة',
  'wallets.use.kind.typedData': 'بيانات منظَّمة',
  'wallets.use.kind.transaction': 'معاملة',
  'wallets.use.message': 'الرسالة المراد توقيعها',
  'wallets.use.typedData': 'بيانات منظَّمة (EIP-712، JSON)',
  'wallets.use.typedData.invalid': 'هذا ليس JSON صالحًا.',
  'wallets.use.to': 'عنوان المستلم',
  'wallets.use.to.invalid': 'أدخل عنوانًا: \u20680x\u2069 متبوعًا بـ 40 خانة ست عشرية.',
  'wallets.use.to.checksum':
    'لا يطابق هذا العنوان مجموع التحقق الخاص به (أحرفه الكبيرة): تحقّق من عدم وجود حرف مكتوب خطأً.',
  'wallets.use.amount': 'المبلغ ({symbol})',
  'wallets.use.amount.invalid': 'أدخل مبلغًا مثل 0.01، بما لا يزيد على 18 منزلة عشرية.',
  'wallets.use.network': 'تُرسَل المعاملة على {chain}.',
  'wallets.use.review': 'مراجعة الطلب',
  'wallets.use.walletOption': '{kind} \u2068{address}\u2069',

  // — Chain switcher —
  'wallets.chain.label': 'الشبكة',
  'wallets.chain.unsupported': 'شبكة غير مدعومة ({chainId})',
  'wallets.chain.none': 'اختر شبكة',
  'wallets.chain.switching': 'جارٍ التبديل إلى {chain}',

  // — Smart-wallet configuration —
  'wallets.smart.title': 'المحافظ الذكية',
  'wallets.smart.disabled': 'المحافظ الذكية معطّلة في هذا التطبيق.',
  'wallets.smart.type': 'النوع',
  'wallets.smart.version': 'الإصدار',
  'wallets.smart.networks': 'الشبكات',
  'wallets.smart.noNetworks': 'لم تُضبط أي شبكة.',
  'wallets.smart.chainId': 'معرّف السلسلة',
  'wallets.smart.bundler': 'عنوان URL لخدمة Bundler',
  'wallets.smart.paymaster': 'عنوان URL لخدمة Paymaster',
  'wallets.smart.policy': 'معرّف سياسة Paymaster',
  'wallets.smart.unknownChain': 'السلسلة {chainId}',

  // — Overlays —
  'wallets.overlay.connectionLostDescription':
    'لم يصل أي رد من {wallet} منذ مدة. تأكّد من أنه مفتوح على هاتفك، أو أعد ضبط الاتصال.',
  'wallets.overlay.confirmDescription': 'افتح {wallet} على هاتفك وأكّد الطلب هناك.',
  'wallets.redirect.title': 'جارٍ فتح {wallet}',
  'wallets.redirect.description': 'تابع في {wallet}. ستعود إلى هنا عند الانتهاء.',
  'wallets.redirect.manual': 'لم يحدث شيء؟',
  'wallets.redirect.open': 'فتح {wallet}',
  'wallets.popup.description': 'منع متصفحك فتح نافذة {wallet}. اسمح بالنوافذ المنبثقة لهذا الموقع إذا طُلب منك ذلك.',
  'wallets.connectFailed.description': 'تأكّد من فتح قفل {wallet}، ثم حاول مرة أخرى أو اختر محفظة أخرى.',
  // — A wallet on a phone, over WalletConnect's relay —
  'wallet.connectionLost': 'انقطع الاتصال',
  'wallet.confirmOnPhone': 'أكّد على الهاتف',
  'wallet.cancelTransaction': 'إلغاء المعاملة',
  'wallet.resetConnection': 'إعادة ضبط الاتصال',
  // — The chain-name part (decks/chains.ts): a test network's chip, a chain outside the supported list —
  'chain.testnet': 'شبكة تجريبية',
  'chain.unknown': 'السلسلة \u2068{id}\u2069',
};
