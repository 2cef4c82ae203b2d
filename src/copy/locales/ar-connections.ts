import type { CopyDeck } from './en';

/**
 * Arabic of the Connections page's decks (decks/connections.ts, decks/cross-app.ts, decks/offline-access.ts,
 * decks/farcaster-signer.ts), spread into `ar`; the rules are those of `ar.ts`'s header.
 * Linking and unlinking use the account deck's verbs: Connect is "توصيل", Disconnect is "فصل". Revoking offline
 * access is "سحب" (withdrawing a permission), never "إلغاء", which is Cancel. A cast is "منشور"; Farcaster, the chains'
 * names and the algorithms' names (BLAKE3, Ed25519) stay as they are. "@{username}" begins with no letter, so it sits
 * in an isolate with its "@".
 */
export const arConnections: CopyDeck = {
  // — The page (decks/connections.ts) —
  'connections.title': 'الاتصالات',
  'connections.subtitle': 'التطبيقات الأخرى التي تستخدمها مع {app}، وما يمكن أن يفعله {app} نيابةً عنك أثناء غيابك.',
  'connections.sections': 'أنواع الاتصال',
  'connections.apps': 'تطبيقات أخرى',
  'connections.apps.description': 'حساباتك في التطبيقات الموصولة بهذا التطبيق',
  'connections.offlineAccess': 'الوصول دون اتصال',
  'connections.offlineAccess.description': 'اسمح لـ {app} باستخدام محفظة أثناء غيابك',
  'connections.farcasterSigner': 'موقِّع Farcaster',
  'connections.farcasterSigner.description': 'اسمح لـ {app} بالنشر على Farcaster نيابةً عنك',

  // — Cross-app accounts (decks/cross-app.ts) —
  'crossApp.connecting': 'جارٍ التوصيل بـ {app}',
  'crossApp.connectingDescription': 'تحقّق من النافذة المنبثقة من {app} للمتابعة',
  'crossApp.connected': 'تم التوصيل بـ {app} بنجاح',
  'crossApp.connectedDescription': 'كل شيء جاهز!',
  'crossApp.failedDescription': 'لم يكتمل التوصيل بـ {app}.',
  'crossApp.failed.issue': 'حدثت مشكلة أثناء توصيل حسابك في {app}. يرجى المحاولة مرة أخرى.',
  'crossApp.choose.loginTitle': 'المتابعة باستخدام تطبيق آخر',
  'crossApp.choose.linkTitle': 'توصيل حساب من تطبيق آخر',
  'crossApp.choose.subtitle': 'استخدم الحساب الذي لديك بالفعل في تطبيق موصول بهذا التطبيق.',
  'crossApp.apps.label': 'التطبيقات الموصولة',
  'crossApp.apps.loading': 'جارٍ تحميل التطبيقات الموصولة',
  'crossApp.apps.empty': 'لا يوجد تطبيق آخر موصول بهذا التطبيق.',
  'crossApp.continueWith': 'المتابعة باستخدام {app}',
  'crossApp.linkWith': 'توصيل حسابك في {app}',
  'crossApp.readOnly': 'للقراءة فقط',
  'crossApp.readOnlyDescription': 'يشارك الحساب، ولا يمكنه التوقيع نيابةً عنك',
  'crossApp.accounts.title': 'حسابات من تطبيقات أخرى',
  'crossApp.accounts.subtitle': 'الحسابات التي وصّلتها من تطبيقات أخرى، والمحافظ التي فيها.',
  'crossApp.accounts.listLabel': 'الحسابات الموصولة من تطبيقات أخرى',
  'crossApp.accounts.empty': 'لم يُوصَل أي حساب من تطبيق آخر بعد.',
  'crossApp.account.name': 'حساب من {app}',
  'crossApp.account.wallets': 'محافظ من {app}',
  'crossApp.account.noWallet': 'لا توجد محفظة من {app}',
  'crossApp.account.sign': 'توقيع رسالة',
  'crossApp.account.signLabel': 'توقيع رسالة بمحفظة {app}',
  'crossApp.account.unlink': 'فصل',
  'crossApp.account.unlinkLabel': 'فصل الحساب الذي من {app}',
  'crossApp.request.waiting': 'في انتظار {app}',
  'crossApp.request.waitingDescription': 'وافق على الطلب في النافذة المنبثقة من {app} للمتابعة.',
  'crossApp.request.message': 'الرسالة المطلوب توقيعها',
  'crossApp.request.wallet': 'المحفظة',
  'crossApp.request.signed': 'تم توقيع الرسالة',
  'crossApp.request.signedDescription': 'وقّع {app} الرسالة بمحفظتك.',
  'crossApp.request.signedMessage': 'الرسالة الموقَّعة',
  'crossApp.request.signature': 'التوقيع',
  'crossApp.request.copySignature': 'نسخ التوقيع',
  'crossApp.request.failed': 'لم يكتمل الطلب المُرسل إلى {app}',
  'crossApp.request.defaultMessage': 'أوقّع هذه الرسالة بمحفظتي في {app}.',
  'crossApp.done': 'تم',

  // — Offline access (decks/offline-access.ts): consent —
  'delegation.enable.title': 'تفعيل الوصول دون اتصال',
  'delegation.enable.body':
    'بقبولك، يمكن لـ {app} استخدام هذه المحفظة نيابةً عنك حتى في غيابك. يمكنك سحب هذا الإذن في أي وقت.',
  'delegation.enable.may': 'أثناء غيابك، يمكن لـ {app}:',
  'delegation.enable.maySign': 'توقيع الرسائل بهذه المحفظة',
  'delegation.enable.mayTransact': 'توقيع المعاملات وإرسالها من هذه المحفظة',
  'delegation.enable.only': 'هذه المحفظة فقط: تبقى محافظك الأخرى كما هي.',
  'delegation.enable.granting': 'جارٍ التفعيل',
  'delegation.enable.done.title': 'تم تفعيل الوصول دون اتصال',
  'delegation.enable.done.body': 'يمكن لـ {app} الآن استخدام هذه المحفظة أثناء غيابك.',

  // — Offline access: revocation —
  'delegation.revoke.title': 'سحب الوصول دون اتصال إلى المحفظة',
  'delegation.revoke.body': 'لن يتمكن {app} بعد الآن من استخدام هذه المحفظة حين لا تكون متصلًا.',
  'delegation.revoke.onDevice':
    'يُسحب الوصول من المحافظ المحفوظة على هذا الجهاز معًا: تفقد كل واحدة منها الوصول دون اتصال.',
  'delegation.revoke.alsoAffected_one': 'يسحب هذا أيضًا الوصول من محفظة أخرى واحدة:',
  'delegation.revoke.alsoAffected_other': 'يسحب هذا أيضًا الوصول من محافظ أخرى، عددها {count}:',
  'delegation.revoke.revoking': 'جارٍ السحب',
  'delegation.revoke.done.title': 'تم سحب الوصول دون اتصال',
  'delegation.revoke.done.body': 'لم يعد بإمكان {app} استخدام هذه المحفظة أثناء غيابك.',
  'delegation.revoke.done.bodyOnDevice': 'لم يعد بإمكان {app} استخدام المحافظ الموجودة على هذا الجهاز أثناء غيابك.',

  // — Offline access: the wallet shown in both dialogs and in the list (the chains' names kept) —
  'delegation.wallet.label': 'محفظة {chain}',
  'delegation.wallet.ethereum': 'Ethereum',
  'delegation.wallet.solana': 'Solana',
  'delegation.custody.on-device': 'محفوظة على هذا الجهاز',
  'delegation.custody.server': 'محفوظة على الخادم الآمن للمزوّد',

  // — Offline access: the section listing the user's wallets —
  'delegation.section.title': 'الوصول دون اتصال',
  'delegation.section.body':
    'اسمح لـ {app} باستخدام محفظة نيابةً عنك أثناء غيابك، مثلًا لتنفيذ دفعة مجدولة. يحتاج ذلك إلى موافقتك على كل محفظة، ويمكنك سحبه في أي وقت.',
  'delegation.section.wallets': 'محافظك المدمجة',
  'delegation.section.loading': 'جارٍ تحميل محافظك',
  'delegation.section.empty': 'ليست لديك محافظ مدمجة بعد.',
  'delegation.status.granted': 'تم منح الوصول دون اتصال',
  'delegation.status.off': 'لا يوجد وصول دون اتصال',
  'delegation.status.unavailable': 'غير متاح',
  'delegation.unavailable.noServerSigner':
    'لم يُعِدّ {app} موقِّعًا على الخادم، لذا لا يمكن تفويض المحافظ المحفوظة على خادم المزوّد.',
  'delegation.action.enable': 'تفعيل',
  'delegation.action.enableFor': 'تفعيل الوصول دون اتصال إلى {wallet}',
  'delegation.action.revoke': 'سحب',
  'delegation.action.revokeFor': 'سحب الوصول دون اتصال إلى {wallet}',
  'delegation.action.done': 'تم',

  // — The Farcaster signer (decks/farcaster-signer.ts) —
  'signer.add.title': 'إضافة موقِّع إلى Farcaster',
  'signer.add.subtitle': 'سيسمح هذا لـ {app} بنشر المنشورات والإعجاب والمتابعة وغير ذلك نيابةً عنك.',
  'signer.add.account': 'للحساب \u2068@{username}\u2069 (معرّف Farcaster {fid})',
  'signer.add.accountFid': 'لمعرّف Farcaster {fid}',
  'signer.add.start': 'إضافة الموقِّع',
  'signer.add.scan': 'امسح الرمز بكاميرا هاتفك للموافقة على الموقِّع في تطبيق Farcaster.',
  'signer.add.qrLabel': 'الموافقة على موقِّع Farcaster',
  'signer.add.copyHint': 'أو انسخ هذا الرابط والصقه في متصفح على الهاتف لفتح تطبيق Farcaster.',
  'signer.add.openMobile': 'فتح Farcaster على هذا الجهاز',
  'signer.add.waiting': 'في انتظار الموافقة في Farcaster',
  'signer.add.inModal': 'أكمل الطلب في النافذة التي فُتحت',
  'signer.add.inModalHint': 'وافق على الموقِّع في تطبيق Farcaster، وتُغلق النافذة بعد الموافقة عليه.',
  'signer.approved.title': 'تمت الموافقة على الموقِّع',
  'signer.approved.subtitle': 'يمكن لـ {app} الآن النشر باسم \u2068@{username}\u2069.',
  'signer.approved.subtitleFid': 'يمكن لـ {app} الآن النشر لمعرّف Farcaster {fid}.',
  'signer.key.label': 'المفتاح العام للموقِّع',
  'signer.key.copy': 'نسخ المفتاح العام',
  'signer.cast.title': 'توقيع منشور',
  'signer.cast.description': 'تُحسب بصمة المنشور كما يحسبها Farcaster، ثم يُوقَّع بالموقِّع، ويُتحقَّق من التوقيع هنا.',
  'signer.cast.text': 'المنشور',
  'signer.cast.tooLong': 'يجب ألا يتجاوز المنشور 320 بايت',
  'signer.cast.hash': 'البصمة (BLAKE3، 20 بايت)',
  'signer.cast.sign': 'توقيع',
  'signer.cast.signing': 'جارٍ التوقيع',
  'signer.cast.signature': 'التوقيع (Ed25519)',
  'signer.cast.verified': 'تم التحقق من التوقيع',
  'signer.cast.notVerified': 'لا يطابق التوقيع مفتاح الموقِّع',
  'signer.unavailable.title': 'موقِّع Farcaster غير متاح',
  'signer.unavailable.noFarcaster': 'يعمل الموقِّع لحساب Farcaster. وصّل حساب Farcaster بحسابك أولًا.',
  'signer.unavailable.noEmbeddedWallet': 'يُحفظ الموقِّع مع محفظتك المدمجة، وليست لديك واحدة بعد. أنشئ محفظة أولًا.',
  'signer.unavailable.serverWallet':
    'يحتاج موقِّع Farcaster إلى محفظة محفوظة على هذا الجهاز. يحفظ هذا التطبيق محافظه على خوادم المزوّد.',
  'signer.unavailable.linkFarcaster': 'توصيل Farcaster',
  'signer.unavailable.createWallet': 'إنشاء محفظة',
};
