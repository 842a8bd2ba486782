// The variants docs/glossary.md rules out, per language: a text holding one of them names the
// glossary's word instead. Catalogues were translated by several people at once; this keeps
// "feedback" one word on the client's pages and the admin's. Decision 018.

/**
 * `variant` is looked for as written (Devanagari has no case), or matched when it is a pattern (a
 * word that is right in one use and wrong in another); `use` is the glossary's word.
 */
export const FORBIDDEN_TERMS = {
  hi: [
    { english: 'feedback', variant: 'फ़ीडबैक', use: 'राय' },
    { english: 'feedback', variant: 'फीडबैक', use: 'राय' },
    { english: 'intake', variant: 'इनटेक', use: 'बुकिंग के सवाल' },
    { english: 'questions', variant: 'प्रश्न', use: 'सवाल' },
    { english: 'request', variant: 'अनुरोध', use: 'रिक्वेस्ट' },
    { english: 'e-mail', variant: 'ईमेल', use: 'ई-मेल' },
    { english: 'certificate', variant: 'प्रमाणपत्र', use: 'सर्टिफ़िकेट' },
    { english: 'certificate', variant: 'सर्टिफिकेट', use: 'सर्टिफ़िकेट' },
    { english: 'refund', variant: 'रिफंड', use: 'रिफ़ंड' },
    { english: 'payment', variant: 'पेमेंट', use: 'भुगतान' },
    { english: 'profile', variant: 'प्रोफाइल', use: 'प्रोफ़ाइल' },
    { english: 'notification', variant: 'नोटिफ़िकेशन', use: 'सूचना' },
    { english: 'counselling', variant: 'परामर्श', use: 'काउंसलिंग' },
    { english: 'session', variant: 'सत्र', use: 'सेशन' },
    { english: 'date', variant: 'तारीख़', use: 'तारीख' },
    { english: 'free (an hour), blank', variant: 'ख़ाली', use: 'खाली' },
    { english: 'cancellation', variant: 'रद्दीकरण', use: 'रद्द करना' },
    { english: 'sign in', variant: 'साइन इन', use: 'लॉग इन' },
    { english: 'sign out', variant: 'साइन आउट', use: 'लॉग आउट' },
    { english: 'enrolled', variant: 'नामांकित', use: 'नामांकन हो गया' },
    { english: 'join', variant: /में शामिल हो/, use: 'से जुड़ें' },
  ],
  mr: [
    { english: 'feedback', variant: 'फीडबॅक', use: 'अभिप्राय' },
    { english: 'feedback', variant: 'प्रतिक्रिया', use: 'अभिप्राय' },
    { english: 'intake', variant: 'इनटेक', use: 'बुकिंगचे प्रश्न' },
    { english: 'questions', variant: 'सवाल', use: 'प्रश्न' },
    { english: 'request', variant: 'रिक्वेस्ट', use: 'विनंती' },
    { english: 'e-mail', variant: 'ईमेल', use: 'ई-मेल' },
    { english: 'certificate', variant: 'सर्टिफिकेट', use: 'प्रमाणपत्र' },
    { english: 'refund', variant: 'रिफंड', use: 'परतावा' },
    { english: 'payment', variant: 'भुगतान', use: 'पेमेंट' },
    { english: 'profile', variant: 'प्रोफाईल', use: 'प्रोफाइल' },
    { english: 'counselling', variant: 'काउन्सेलिंग', use: 'समुपदेशन' },
    { english: 'counsellor', variant: 'काउन्सेलर', use: 'समुपदेशक' },
    { english: 'session', variant: 'सेशन', use: 'सत्र' },
    { english: 'save', variant: 'जतन', use: 'सेव्ह' },
    { english: 'mobile', variant: 'मोबाईल', use: 'मोबाइल' },
    { english: 'private', variant: 'खासगी', use: 'खाजगी' },
    { english: 'enrolment', variant: 'नावनोंदणी', use: 'नोंदणी' },
    { english: 'enrolled', variant: /प्रवेश झा/, use: 'नोंदणी झाली' },
    // "सहभागी" alone is a participant; joining is "सामील व्हा".
    { english: 'join', variant: /सहभागी (व्हा|हो|झा|आहा)/, use: 'सामील व्हा' },
    { english: 'sign in', variant: 'साइन इन', use: 'लॉग इन' },
    { english: 'sign out', variant: 'साइन आउट', use: 'लॉग आउट' },
  ],
};

const found = (text, variant) =>
  typeof variant === 'string' ? (text.includes(variant) ? variant : undefined) : variant.exec(text)?.[0];

/** One line per ruled-out variant in one text of a catalogue: file, key, what stands and what to use. */
export const glossaryProblems = (file, locale, key, text) =>
  (FORBIDDEN_TERMS[locale] ?? []).flatMap(({ english, variant, use }) => {
    const words = found(text, variant);
    return words === undefined
      ? []
      : [
          `${file}: "${key}" says "${words}" for "${english}"; the glossary's word is "${use}" (docs/glossary.md)`,
        ];
  });
