import type { Address } from './brief-model';

/**
 * The closing call that fits what the reader can do (decision 024): download on an app-store page, order on a
 * product page, book or register when the brief offers it, else the channel the brief gives (call a phone, message
 * a WhatsApp, open a website). Native readers threw away "راسلنا" on an app listing, "اعرف أكثر" on a landing page
 * and "كلّمنا" with no number to call; a call of the reader's action asserts nothing the brief does not.
 * Each call in the masculine, feminine and plural address, in the variety's own words.
 */
export type CallAction = 'download' | 'order' | 'book' | 'register' | 'call' | 'message' | 'website' | 'dm';

type Forms = Readonly<Record<Address, string>>;
const f = (m: string, fem: string, p: string): Forms => ({ m, f: fem, p });

export const CALLS: Readonly<Record<string, Readonly<Record<CallAction, Forms>>>> = {
  saudi: {
    download: f('حمّل التطبيق الحين', 'حمّلي التطبيق الحين', 'حمّلوا التطبيق الحين'),
    order: f('اطلب الحين', 'اطلبي الحين', 'اطلبوا الحين'),
    book: f('احجز الحين', 'احجزي الحين', 'احجزوا الحين'),
    register: f('سجّل الحين', 'سجّلي الحين', 'سجّلوا الحين'),
    call: f('اتصل علينا', 'اتصلي علينا', 'اتصلوا علينا'),
    message: f('راسلنا واتساب', 'راسلينا واتساب', 'راسلونا واتساب'),
    website: f('ادخل موقعنا', 'ادخلي موقعنا', 'ادخلوا موقعنا'),
    dm: f('راسلنا على الخاص', 'راسلينا على الخاص', 'راسلونا على الخاص'),
  },
  emirati: {
    download: f('حمّل التطبيق الحين', 'حمّلي التطبيق الحين', 'حمّلوا التطبيق الحين'),
    order: f('اطلب الحين', 'اطلبي الحين', 'اطلبوا الحين'),
    book: f('احجز الحين', 'احجزي الحين', 'احجزوا الحين'),
    register: f('سجّل الحين', 'سجّلي الحين', 'سجّلوا الحين'),
    call: f('اتصل علينا', 'اتصلي علينا', 'اتصلوا علينا'),
    message: f('طرّش لنا واتساب', 'طرّشي لنا واتساب', 'طرّشوا لنا واتساب'),
    website: f('دش على موقعنا', 'دشّي على موقعنا', 'دشّوا على موقعنا'),
    dm: f('طرّش لنا على الخاص', 'طرّشي لنا على الخاص', 'طرّشوا لنا على الخاص'),
  },
  gulf: {
    download: f('نزّل التطبيق الحين', 'نزّلي التطبيق الحين', 'نزّلوا التطبيق الحين'),
    order: f('اطلب الحين', 'اطلبي الحين', 'اطلبوا الحين'),
    book: f('احجز الحين', 'احجزي الحين', 'احجزوا الحين'),
    register: f('سجّل الحين', 'سجّلي الحين', 'سجّلوا الحين'),
    call: f('اتصل علينا', 'اتصلي علينا', 'اتصلوا علينا'),
    message: f('راسلنا على الواتساب', 'راسلينا على الواتساب', 'راسلونا على الواتساب'),
    website: f('ادخل موقعنا', 'ادخلي موقعنا', 'ادخلوا موقعنا'),
    dm: f('راسلنا على الخاص', 'راسلينا على الخاص', 'راسلونا على الخاص'),
  },
  egyptian: {
    download: f('نزّل الأبلكيشن دلوقتي', 'نزّلي الأبلكيشن دلوقتي', 'نزّلوا الأبلكيشن دلوقتي'),
    order: f('اطلب دلوقتي', 'اطلبي دلوقتي', 'اطلبوا دلوقتي'),
    book: f('احجز دلوقتي', 'احجزي دلوقتي', 'احجزوا دلوقتي'),
    register: f('سجّل دلوقتي', 'سجّلي دلوقتي', 'سجّلوا دلوقتي'),
    call: f('كلّمنا دلوقتي', 'كلّمينا دلوقتي', 'كلّمونا دلوقتي'),
    message: f('ابعتلنا واتساب', 'ابعتيلنا واتساب', 'ابعتولنا واتساب'),
    website: f('ادخل على موقعنا', 'ادخلي على موقعنا', 'ادخلوا على موقعنا'),
    dm: f('ابعتلنا على الخاص', 'ابعتيلنا على الخاص', 'ابعتولنا على الخاص'),
  },
  levantine: {
    download: f('نزّل التطبيق هلّق', 'نزّلي التطبيق هلّق', 'نزّلوا التطبيق هلّق'),
    order: f('اطلب هلّق', 'اطلبي هلّق', 'اطلبوا هلّق'),
    book: f('احجز هلّق', 'احجزي هلّق', 'احجزوا هلّق'),
    register: f('سجّل هلّق', 'سجّلي هلّق', 'سجّلوا هلّق'),
    call: f('اتصل فينا', 'اتصلي فينا', 'اتصلوا فينا'),
    message: f('بعتلنا عالواتساب', 'بعتيلنا عالواتساب', 'بعتولنا عالواتساب'),
    website: f('فوت على موقعنا', 'فوتي على موقعنا', 'فوتوا على موقعنا'),
    dm: f('بعتلنا عالخاص', 'بعتيلنا عالخاص', 'بعتولنا عالخاص'),
  },
  iraqi: {
    download: f('نزّل التطبيق هسه', 'نزّلي التطبيق هسه', 'نزّلوا التطبيق هسه'),
    order: f('اطلب هسه', 'اطلبي هسه', 'اطلبوا هسه'),
    book: f('احجز هسه', 'احجزي هسه', 'احجزوا هسه'),
    register: f('سجّل هسه', 'سجّلي هسه', 'سجّلوا هسه'),
    call: f('اتصل بينا', 'اتصلي بينا', 'اتصلوا بينا'),
    message: f('دزلنا رسالة واتساب', 'دزيلنا رسالة واتساب', 'دزولنا رسالة واتساب'),
    website: f('فوت على موقعنا', 'فوتي على موقعنا', 'فوتوا على موقعنا'),
    dm: f('دزلنا عالخاص', 'دزيلنا عالخاص', 'دزولنا عالخاص'),
  },
  classical: {
    download: f('حمّل التطبيق الآن', 'حمّلي التطبيق الآن', 'حمّلوا التطبيق الآن'),
    order: f('اطلب الآن', 'اطلبي الآن', 'اطلبوا الآن'),
    book: f('احجز الآن', 'احجزي الآن', 'احجزوا الآن'),
    register: f('سجّل الآن', 'سجّلي الآن', 'سجّلوا الآن'),
    call: f('اتصل بنا', 'اتصلي بنا', 'اتصلوا بنا'),
    message: f('راسلنا عبر واتساب', 'راسلينا عبر واتساب', 'راسلونا عبر واتساب'),
    website: f('زر موقعنا', 'زوري موقعنا', 'زوروا موقعنا'),
    dm: f('راسلنا عبر الرسائل الخاصة', 'راسلينا عبر الرسائل الخاصة', 'راسلونا عبر الرسائل الخاصة'),
  },
  english: {
    download: f('Download the app', 'Download the app', 'Download the app'),
    order: f('Order now', 'Order now', 'Order now'),
    book: f('Book now', 'Book now', 'Book now'),
    register: f('Register now', 'Register now', 'Register now'),
    call: f('Call us', 'Call us', 'Call us'),
    message: f('Message us on WhatsApp', 'Message us on WhatsApp', 'Message us on WhatsApp'),
    website: f('Visit our website', 'Visit our website', 'Visit our website'),
    dm: f('Send us a DM', 'Send us a DM', 'Send us a DM'),
  },
};

/** A call that names a channel ("كلّمنا", "راسلنا", "Get in touch"): said only when the brief gives one. */
export const CHANNEL_CALL =
  /(?:^|[^\p{L}])(?:كلّمنا|كلمنا|كلّمينا|كلمينا|كلّمونا|كلمونا|اتصل|اتصلي|اتصلوا|راسلنا|راسلينا|راسلونا|طرش|طرّش|طرشي|طرّشي|طرشوا|طرّشوا|ارمسنا|ابعتلنا|ابعتيلنا|بعتلنا|دزلنا|تواصل|تواصلي|تواصلوا|contact|call|message|text|get in touch|dm)(?![\p{L}])/iu;

/**
 * A call the brief's own lines already make: an imperative to book, order, call, message or register (in English at
 * the start of a sentence, so that "min order" is not one).
 */
export const CALL_MADE =
  /(?:^|[^\p{L}])(?:احجز|احجزي|احجزوا|اطلب|اطلبي|اطلبوا|اتصل|اتصلي|اتصلوا|اتصلو|كلّمنا|كلمنا|كلمونا|كلّمونا|راسلنا|راسلونا|راسلينا|تواصل|تواصلوا|تواصلي|سجّل|سجلي|سجلوا|سجّلوا|سجّلي|طرش|طرّش|طرشوا|طرّشوا|ابعتلنا|ابعتولنا|بعتلنا|بعتولنا|دزلنا|دزولنا|حمّل|حمّلوا|نزّل|نزّلوا)(?![\p{L}])|(?:^|[.!?:]\s+)(?:call|book|order|register|sign up|message|whatsapp|text|dm|download|reserve)(?![\p{L}])/iu;

/**
 * A nudge before the call, in the variety's own words and claiming nothing ("وش تنتظر؟ اطلب الحين"): what says the
 * variety when no line of the brief does and no invitation of the bank fits.
 */
export const NUDGES: Readonly<Record<string, Forms>> = {
  saudi: f('وش تنتظر؟', 'وش تنتظرين؟', 'وش تنتظرون؟'),
  emirati: f('شو تنتظر؟', 'شو تنتظرين؟', 'شو تنتظرون؟'),
  gulf: f('شنو تنتظر؟', 'شنو تنتظرين؟', 'شنو تنتظرون؟'),
  egyptian: f('مستني إيه؟', 'مستنية إيه؟', 'مستنيين إيه؟'),
  levantine: f('شو ناطر؟', 'شو ناطرة؟', 'شو ناطرين؟'),
  iraqi: f('شتنتظر؟', 'هسه وكتها!', 'هسه وكتها!'),
};
