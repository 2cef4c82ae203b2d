import type { CopyDeck } from './en';

/**
 * Arabic of the funding deck (decks/funding.ts), spread into `ar`; the rules are those of `ar.ts`'s header.
 * An on-ramp is "خدمة شراء" throughout; the on-ramps' names (MoonPay, Coinbase) stay as they are.
 */
export const arFunding: CopyDeck = {
  // — The amount —
  'funding.amount.title': 'إضافة أموال',
  'funding.amount.subtitle': 'اشترِ {symbol} ببطاقة لتصل إلى هذه المحفظة.',
  'funding.amount.presets': 'مبالغ مقترحة',
  'funding.amount.label': 'المبلغ بالدولار الأمريكي',
  'funding.amount.estimate': '≈ \u2068{amount} {symbol}\u2069',
  'funding.amount.estimateLoading': 'جارٍ جلب سعر {symbol}',
  'funding.amount.estimateUnavailable': 'سعر {symbol} غير متاح حاليًا؛ تعرضه خدمة الشراء.',
  'funding.amount.empty': 'أدخل مبلغًا.',
  'funding.amount.invalid': 'أدخل مبلغًا بالدولار، مثل 25 أو 25.50.',
  'funding.amount.tooSmall': 'أقل مبلغ هو \u2068{min}\u2069.',
  'funding.amount.tooLarge': 'أكبر مبلغ هو \u2068{max}\u2069.',
  'funding.wallet': 'إلى \u2068{address}\u2069',

  // — The on-ramp —
  'funding.onramp.title': 'اختر خدمة شراء',
  'funding.onramp.subtitle': 'ادفع \u2068{amount}\u2069 ببطاقة. تُفتح خدمة الشراء في نافذة جديدة.',
  'funding.onramp.list': 'خدمات الشراء',
  'funding.onramp.loading': 'جارٍ تحميل خدمات الشراء',
  'funding.onramp.description': 'بطاقة أو تحويل بنكي أو Apple Pay',
  'funding.onramp.opening': 'جارٍ فتح {provider}',
  'funding.onramp.unsupported': 'لا تبيع {provider} العملات المشفّرة على {chain}.',
  'funding.onramp.none':
    'لا توجد خدمة شراء تبيع العملات المشفّرة على {chain}. أرسل الأموال إلى هذه المحفظة من محفظة أخرى بدلًا من ذلك.',
  'funding.onramp.changeAmount': 'تغيير المبلغ',
  'funding.provider.moonpay': 'MoonPay',
  'funding.provider.coinbase': 'Coinbase',

  // — Waiting for the purchase —
  'funding.waiting.opening': 'جارٍ فتح {provider}',
  'funding.waiting.title': 'قيد التنفيذ',
  'funding.waiting.body': 'عُد إلى {provider} لإكمال تمويل حسابك.',
  'funding.waiting.checking': 'جارٍ التحقق من عملية الشراء',
  'funding.waiting.closed': 'أُغلقت نافذة {provider}. جارٍ التحقق من عملية الشراء مرة أخرى.',
  'funding.waiting.onTheWay': 'إذا أكملت عملية الشراء في {provider}، فأموالك في الطريق وقد يستغرق ظهورها بضع دقائق.',

  // — The outcome —
  'funding.success.title': 'تم تمويل حسابك!',
  'funding.success.body': 'قد يستغرق ظهور الأصول بضع دقائق.',
  'funding.success.details': 'عملية الشراء',
  'funding.success.amount': 'المبلغ',
  'funding.success.provider': 'الدفع عبر',
  'funding.success.balance': 'الرصيد الجديد',
  'funding.success.balanceLoading': 'جارٍ قراءة الرصيد الجديد',
  'funding.success.balanceUnavailable': 'غير متاح',
  'funding.success.transaction': 'المعاملة',
  'funding.success.transactionPending': 'لم يُبلَّغ عنها بعد',
  'funding.success.copyTransaction': 'نسخ تجزئة المعاملة',
  'funding.done': 'تم',
  'funding.failed.title': 'تعذّرت إضافة الأموال',
  'funding.failed.declined':
    'حدث خطأ أثناء إضافة الأموال من {provider}. يرجى المحاولة مرة أخرى أو استخدام طريقة أخرى لتمويل محفظتك.',
  'funding.failed.statusUnavailable':
    'تعذّر علينا التحقق من عملية الشراء لدى {provider}. إذا كنت قد دفعت، فقد تصل أموالك رغم ذلك.',
  'funding.failed.insecureUrl': 'قدّمت {provider} عنوانًا غير آمن (ليس https)، لذا لم يُفتح.',
  'funding.cancelled.title': 'أُلغيت عملية الشراء',
  'funding.cancelled.body': 'أُغلقت نافذة {provider} قبل إتمام عملية الشراء.',
  'funding.chooseAnother': 'اختر خدمة شراء أخرى',
};
