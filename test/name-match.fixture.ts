/**
 * Common North Indian first names and surnames, each as it is written in Devanagari and in the
 * Latin spellings people really use for it (on forms, ID cards, in the booking form). The
 * measure of domain/name-match.ts: domain/name-match.test.ts and `npm run bench -- names`.
 * Abbreviations ("Mohd", "Md") are left out: no key can tell "Md" is Mohammad.
 */
export type NameSpellings = { devanagari: string[]; latin: string[] };

export const FIRST_NAMES: NameSpellings[] = [
  { devanagari: ["सुनीता"], latin: ["Sunita", "Suneeta"] },
  { devanagari: ["अनीता", "अनिता"], latin: ["Anita", "Aneeta"] },
  { devanagari: ["गीता"], latin: ["Geeta", "Gita", "Geetha"] },
  { devanagari: ["सीमा"], latin: ["Seema", "Sima"] },
  { devanagari: ["सीता"], latin: ["Sita", "Seeta"] },
  { devanagari: ["पूजा"], latin: ["Pooja", "Puja"] },
  { devanagari: ["प्रिया"], latin: ["Priya", "Pria"] },
  { devanagari: ["नेहा"], latin: ["Neha"] },
  { devanagari: ["प्रीति"], latin: ["Preeti", "Priti", "Preety"] },
  { devanagari: ["ज्योति"], latin: ["Jyoti", "Jyothi"] },
  { devanagari: ["रेखा"], latin: ["Rekha"] },
  { devanagari: ["ममता"], latin: ["Mamta", "Mamata"] },
  { devanagari: ["कविता"], latin: ["Kavita", "Kavitha"] },
  { devanagari: ["सविता"], latin: ["Savita", "Savitha"] },
  { devanagari: ["लक्ष्मी"], latin: ["Lakshmi", "Laxmi"] },
  { devanagari: ["सरिता"], latin: ["Sarita"] },
  { devanagari: ["संगीता"], latin: ["Sangeeta", "Sangita"] },
  { devanagari: ["मीना"], latin: ["Meena", "Mina"] },
  { devanagari: ["अंजलि", "अंजली"], latin: ["Anjali", "Anjli"] },
  { devanagari: ["दीपिका"], latin: ["Deepika", "Dipika"] },
  { devanagari: ["नीलम"], latin: ["Neelam", "Nilam"] },
  { devanagari: ["रीना"], latin: ["Reena", "Rina"] },
  { devanagari: ["सोनिया"], latin: ["Sonia", "Soniya"] },
  { devanagari: ["कमला"], latin: ["Kamla", "Kamala"] },
  { devanagari: ["आरती"], latin: ["Aarti", "Arti", "Aarthi"] },
  { devanagari: ["स्वाति"], latin: ["Swati", "Swathi"] },
  { devanagari: ["वैशाली"], latin: ["Vaishali"] },
  { devanagari: ["आशा"], latin: ["Asha"] },
  { devanagari: ["निशा"], latin: ["Nisha"] },
  { devanagari: ["रिया"], latin: ["Riya", "Ria"] },
  { devanagari: ["फ़ातिमा", "फातिमा"], latin: ["Fatima", "Fathima"] },
  { devanagari: ["शबनम"], latin: ["Shabnam"] },
  { devanagari: ["गुरप्रीत"], latin: ["Gurpreet", "Gurprit"] },
  { devanagari: ["सुनील"], latin: ["Sunil"] },
  { devanagari: ["राजेश"], latin: ["Rajesh"] },
  { devanagari: ["राकेश"], latin: ["Rakesh"] },
  { devanagari: ["रमेश"], latin: ["Ramesh"] },
  { devanagari: ["सुरेश"], latin: ["Suresh"] },
  { devanagari: ["महेश"], latin: ["Mahesh"] },
  { devanagari: ["मुकेश"], latin: ["Mukesh"] },
  { devanagari: ["अमित"], latin: ["Amit"] },
  { devanagari: ["सुमित"], latin: ["Sumit"] },
  { devanagari: ["रोहित"], latin: ["Rohit"] },
  { devanagari: ["मोहित"], latin: ["Mohit"] },
  { devanagari: ["राहुल"], latin: ["Rahul"] },
  { devanagari: ["विकास"], latin: ["Vikas", "Vikash"] },
  { devanagari: ["विजय"], latin: ["Vijay"] },
  { devanagari: ["संजय"], latin: ["Sanjay"] },
  { devanagari: ["दीपक"], latin: ["Deepak", "Dipak"] },
  { devanagari: ["मनोज"], latin: ["Manoj"] },
  { devanagari: ["अनिल"], latin: ["Anil"] },
  { devanagari: ["प्रदीप"], latin: ["Pradeep", "Pradip"] },
  { devanagari: ["संदीप", "सन्दीप"], latin: ["Sandeep", "Sandip"] },
  { devanagari: ["राजीव"], latin: ["Rajeev", "Rajiv"] },
  { devanagari: ["आकाश"], latin: ["Aakash", "Akash"] },
  { devanagari: ["अभिषेक"], latin: ["Abhishek"] },
  { devanagari: ["विशाल"], latin: ["Vishal"] },
  { devanagari: ["गौरव"], latin: ["Gaurav", "Gourav"] },
  { devanagari: ["सौरभ"], latin: ["Saurabh", "Sourabh"] },
  { devanagari: ["नीरज"], latin: ["Neeraj", "Niraj"] },
  { devanagari: ["पंकज"], latin: ["Pankaj"] },
  { devanagari: ["आशीष", "आशिष"], latin: ["Ashish", "Aashish"] },
  { devanagari: ["मनीष"], latin: ["Manish", "Maneesh"] },
  { devanagari: ["कृष्ण", "कृष्णा"], latin: ["Krishna", "Krishan"] },
  { devanagari: ["सिद्धार्थ"], latin: ["Siddharth", "Sidharth"] },
  { devanagari: ["आदित्य"], latin: ["Aditya"] },
  { devanagari: ["सुरेंद्र", "सुरेन्द्र"], latin: ["Surendra", "Surender"] },
  { devanagari: ["धर्मेंद्र", "धर्मेन्द्र"], latin: ["Dharmendra", "Dharmender"] },
  { devanagari: ["जितेंद्र", "जितेन्द्र"], latin: ["Jitendra", "Jitender"] },
  { devanagari: ["अरविंद", "अरविन्द"], latin: ["Arvind", "Aravind"] },
  { devanagari: ["मोहम्मद", "मुहम्मद"], latin: ["Mohammad", "Mohammed", "Muhammad"] },
  { devanagari: ["अहमद"], latin: ["Ahmad", "Ahmed"] },
  { devanagari: ["इमरान"], latin: ["Imran"] },
  { devanagari: ["आसिफ़", "आसिफ"], latin: ["Asif", "Aasif"] },
  { devanagari: ["हरीश"], latin: ["Harish", "Hareesh"] },
  { devanagari: ["जगदीश"], latin: ["Jagdish", "Jagadish"] },
  { devanagari: ["सतीश"], latin: ["Satish", "Sateesh"] },
  { devanagari: ["योगेश"], latin: ["Yogesh"] },
  { devanagari: ["ललित"], latin: ["Lalit"] },
  { devanagari: ["विनोद"], latin: ["Vinod"] },
  { devanagari: ["शिव"], latin: ["Shiv", "Shiva"] },
  { devanagari: ["राम"], latin: ["Ram"] },
  { devanagari: ["श्याम"], latin: ["Shyam"] },
  { devanagari: ["शुभम"], latin: ["Shubham", "Subham"] },
  { devanagari: ["कुणाल", "कुनाल"], latin: ["Kunal"] },
];

export const SURNAMES: NameSpellings[] = [
  { devanagari: ["शर्मा"], latin: ["Sharma"] },
  { devanagari: ["वर्मा"], latin: ["Verma", "Varma"] },
  { devanagari: ["गुप्ता", "गुप्त"], latin: ["Gupta"] },
  { devanagari: ["अग्रवाल"], latin: ["Agarwal", "Aggarwal", "Agrawal"] },
  { devanagari: ["सिंह"], latin: ["Singh"] },
  { devanagari: ["यादव"], latin: ["Yadav"] },
  { devanagari: ["कुमार"], latin: ["Kumar"] },
  { devanagari: ["मिश्रा", "मिश्र"], latin: ["Mishra", "Misra"] },
  { devanagari: ["श्रीवास्तव"], latin: ["Srivastava", "Shrivastava", "Srivastav"] },
  { devanagari: ["चौधरी"], latin: ["Chaudhary", "Choudhary", "Chaudhry", "Chowdhary"] },
  { devanagari: ["ख़ान", "खान"], latin: ["Khan"] },
  { devanagari: ["जैन"], latin: ["Jain"] },
  { devanagari: ["बंसल"], latin: ["Bansal"] },
  { devanagari: ["मित्तल"], latin: ["Mittal"] },
  { devanagari: ["गोयल"], latin: ["Goyal", "Goel"] },
  { devanagari: ["गर्ग"], latin: ["Garg"] },
  { devanagari: ["कपूर"], latin: ["Kapoor", "Kapur"] },
  { devanagari: ["खन्ना"], latin: ["Khanna"] },
  { devanagari: ["मल्होत्रा"], latin: ["Malhotra"] },
  { devanagari: ["अरोड़ा", "अरोरा"], latin: ["Arora"] },
  { devanagari: ["चोपड़ा"], latin: ["Chopra"] },
  { devanagari: ["भाटिया"], latin: ["Bhatia", "Bhatiya"] },
  { devanagari: ["सेठी"], latin: ["Sethi"] },
  { devanagari: ["तिवारी"], latin: ["Tiwari", "Tewari"] },
  { devanagari: ["त्रिपाठी"], latin: ["Tripathi"] },
  { devanagari: ["पांडे", "पाण्डेय"], latin: ["Pandey", "Pande"] },
  { devanagari: ["दुबे"], latin: ["Dubey", "Dube"] },
  { devanagari: ["चतुर्वेदी"], latin: ["Chaturvedi"] },
  { devanagari: ["द्विवेदी"], latin: ["Dwivedi"] },
  { devanagari: ["सक्सेना"], latin: ["Saxena", "Saksena"] },
  { devanagari: ["माथुर"], latin: ["Mathur"] },
  { devanagari: ["रस्तोगी"], latin: ["Rastogi"] },
  { devanagari: ["ठाकुर"], latin: ["Thakur"] },
  { devanagari: ["राठौर"], latin: ["Rathore", "Rathour"] },
  { devanagari: ["चौहान"], latin: ["Chauhan", "Chouhan"] },
  { devanagari: ["नेगी"], latin: ["Negi"] },
  { devanagari: ["बिष्ट"], latin: ["Bisht"] },
  { devanagari: ["रावत"], latin: ["Rawat"] },
  { devanagari: ["त्यागी"], latin: ["Tyagi"] },
  { devanagari: ["भारद्वाज"], latin: ["Bhardwaj", "Bharadwaj"] },
  { devanagari: ["कौर"], latin: ["Kaur"] },
  { devanagari: ["सैनी"], latin: ["Saini"] },
  { devanagari: ["मेहता"], latin: ["Mehta"] },
  { devanagari: ["सिन्हा"], latin: ["Sinha"] },
  { devanagari: ["झा"], latin: ["Jha"] },
  { devanagari: ["क़ुरैशी", "कुरैशी"], latin: ["Qureshi", "Kureshi"] },
  { devanagari: ["अंसारी"], latin: ["Ansari"] },
  { devanagari: ["सिद्दीक़ी", "सिद्दीकी"], latin: ["Siddiqui", "Siddiqi"] },
  { devanagari: ["शेख़", "शेख"], latin: ["Shaikh", "Sheikh"] },
  { devanagari: ["बत्रा"], latin: ["Batra"] },
  { devanagari: ["आहूजा"], latin: ["Ahuja"] },
  { devanagari: ["मौर्य"], latin: ["Maurya", "Mourya"] },
  { devanagari: ["जायसवाल"], latin: ["Jaiswal", "Jayaswal"] },
  { devanagari: ["पाठक"], latin: ["Pathak"] },
];

/**
 * Names written down only after the rules of name-match.ts were set on the two lists above,
 * and measured once as they were: how the rules do on names they were not tuned on.
 */
export const HELD_OUT: NameSpellings[] = [
  { devanagari: ["अजय"], latin: ["Ajay", "Ajai"] },
  { devanagari: ["किरण"], latin: ["Kiran"] },
  { devanagari: ["पवन"], latin: ["Pawan", "Pavan"] },
  { devanagari: ["नवीन"], latin: ["Naveen", "Navin"] },
  { devanagari: ["प्रवीण"], latin: ["Praveen", "Pravin"] },
  { devanagari: ["सुशील"], latin: ["Sushil", "Susheel"] },
  { devanagari: ["अशोक"], latin: ["Ashok"] },
  { devanagari: ["आलोक"], latin: ["Alok", "Aalok"] },
  { devanagari: ["अनुज"], latin: ["Anuj"] },
  { devanagari: ["वरुण"], latin: ["Varun"] },
  { devanagari: ["तरुण"], latin: ["Tarun"] },
  { devanagari: ["नितिन"], latin: ["Nitin"] },
  { devanagari: ["सचिन"], latin: ["Sachin"] },
  { devanagari: ["यश"], latin: ["Yash"] },
  { devanagari: ["रितु", "ऋतु"], latin: ["Ritu"] },
  { devanagari: ["श्वेता"], latin: ["Shweta", "Sweta"] },
  { devanagari: ["निधि"], latin: ["Nidhi"] },
  { devanagari: ["दिव्या"], latin: ["Divya"] },
  { devanagari: ["काजल"], latin: ["Kajal"] },
  { devanagari: ["कोमल"], latin: ["Komal"] },
  { devanagari: ["पायल"], latin: ["Payal"] },
  { devanagari: ["राधा"], latin: ["Radha"] },
  { devanagari: ["उषा"], latin: ["Usha"] },
  { devanagari: ["सुमन"], latin: ["Suman"] },
  { devanagari: ["पूनम"], latin: ["Poonam", "Punam"] },
  { devanagari: ["शांति"], latin: ["Shanti", "Shanthi"] },
  { devanagari: ["सरला"], latin: ["Sarla", "Sarala"] },
  { devanagari: ["पुष्पा"], latin: ["Pushpa"] },
  { devanagari: ["निर्मला"], latin: ["Nirmala", "Nirmla"] },
  { devanagari: ["संतोष"], latin: ["Santosh"] },
  { devanagari: ["हर्ष"], latin: ["Harsh"] },
  { devanagari: ["पार्थ"], latin: ["Parth"] },
  { devanagari: ["ध्रुव"], latin: ["Dhruv"] },
  { devanagari: ["ईशान"], latin: ["Ishaan", "Ishan"] },
  { devanagari: ["अयान"], latin: ["Ayaan", "Ayan"] },
  { devanagari: ["ज़ोया", "जोया"], latin: ["Zoya"] },
  { devanagari: ["सना"], latin: ["Sana"] },
  { devanagari: ["फ़रहान", "फरहान"], latin: ["Farhan"] },
  { devanagari: ["सलमान"], latin: ["Salman"] },
  { devanagari: ["इरफ़ान", "इरफान"], latin: ["Irfan"] },
  { devanagari: ["शाहिद"], latin: ["Shahid"] },
  { devanagari: ["जावेद"], latin: ["Javed", "Jawed"] },
  { devanagari: ["बलजीत"], latin: ["Baljeet", "Baljit"] },
  { devanagari: ["मनप्रीत"], latin: ["Manpreet"] },
  { devanagari: ["कुलदीप"], latin: ["Kuldeep", "Kuldip"] },
  { devanagari: ["हेमंत"], latin: ["Hemant"] },
  { devanagari: ["विवेक"], latin: ["Vivek"] },
  { devanagari: ["महेंद्र", "महेन्द्र"], latin: ["Mahendra", "Mahender"] },
  { devanagari: ["वीरेंद्र", "वीरेन्द्र"], latin: ["Virendra", "Virender"] },
  { devanagari: ["राजेंद्र", "राजेन्द्र"], latin: ["Rajendra", "Rajender"] },
  { devanagari: ["शिवानी"], latin: ["Shivani"] },
  { devanagari: ["भावना"], latin: ["Bhavna", "Bhawna", "Bhavana"] },
  { devanagari: ["चंचल"], latin: ["Chanchal"] },
  { devanagari: ["छाया"], latin: ["Chhaya", "Chaya"] },
  { devanagari: ["जाह्नवी"], latin: ["Jahnavi", "Jhanvi"] },
  { devanagari: ["लता"], latin: ["Lata", "Latha"] },
  { devanagari: ["भट्ट"], latin: ["Bhatt", "Bhat"] },
  { devanagari: ["जोशी"], latin: ["Joshi"] },
  { devanagari: ["राणा"], latin: ["Rana"] },
  { devanagari: ["सोलंकी"], latin: ["Solanki"] },
  { devanagari: ["कोहली"], latin: ["Kohli"] },
  { devanagari: ["सूद"], latin: ["Sood", "Sud"] },
  { devanagari: ["ग्रोवर"], latin: ["Grover"] },
  { devanagari: ["धवन"], latin: ["Dhawan", "Dhavan"] },
  { devanagari: ["सचदेवा", "सचदेव"], latin: ["Sachdeva", "Sachdev"] },
  { devanagari: ["बेदी"], latin: ["Bedi"] },
  { devanagari: ["आनंद", "आनन्द"], latin: ["Anand"] },
  { devanagari: ["नागपाल"], latin: ["Nagpal"] },
  { devanagari: ["चावला"], latin: ["Chawla"] },
  { devanagari: ["गुलाटी"], latin: ["Gulati"] },
  { devanagari: ["टंडन"], latin: ["Tandon"] },
  { devanagari: ["कक्कड़"], latin: ["Kakkar", "Kakar"] },
  { devanagari: ["सहगल"], latin: ["Sehgal", "Sahgal"] },
  { devanagari: ["भल्ला"], latin: ["Bhalla"] },
  { devanagari: ["लूथरा"], latin: ["Luthra"] },
  { devanagari: ["सरीन"], latin: ["Sarin"] },
  { devanagari: ["दीक्षित"], latin: ["Dixit", "Dikshit"] },
  { devanagari: ["शुक्ला", "शुक्ल"], latin: ["Shukla"] },
  { devanagari: ["अवस्थी"], latin: ["Awasthi"] },
  { devanagari: ["बाजपेयी", "वाजपेयी"], latin: ["Bajpai", "Bajpayee", "Vajpayee"] },
  { devanagari: ["उपाध्याय"], latin: ["Upadhyay", "Upadhyaya"] },
  { devanagari: ["शास्त्री"], latin: ["Shastri"] },
  { devanagari: ["प्रसाद"], latin: ["Prasad"] },
  { devanagari: ["पासवान"], latin: ["Paswan"] },
  { devanagari: ["मंडल"], latin: ["Mandal"] },
  { devanagari: ["अली"], latin: ["Ali"] },
  { devanagari: ["हुसैन"], latin: ["Hussain", "Husain"] },
  { devanagari: ["रिज़वी", "रिजवी"], latin: ["Rizvi"] },
  { devanagari: ["नक़वी", "नकवी"], latin: ["Naqvi"] },
  { devanagari: ["मलिक"], latin: ["Malik"] },
  { devanagari: ["ढिल्लों"], latin: ["Dhillon"] },
  { devanagari: ["संधू"], latin: ["Sandhu"] },
  { devanagari: ["ग्रेवाल"], latin: ["Grewal"] },
  { devanagari: ["लाल"], latin: ["Lal"] },
  { devanagari: ["चंद"], latin: ["Chand"] },
  { devanagari: ["देवी"], latin: ["Devi"] },
  { devanagari: ["कुमारी"], latin: ["Kumari"] },
];

/**
 * Different names a receptionist would notice turning up for each other: the query (either
 * script) must not find the name. Names one begins the other ("Ram", "Ramesh") are not here: a
 * query finds the names it begins, as the English search always did.
 */
export const NEAR_MISSES: { query: string; name: string }[] = [
  { query: "sunita", name: "सुनील" },
  { query: "सुनीता", name: "Sunil" },
  { query: "sunil", name: "सुनीता" },
  { query: "amit", name: "सुमित" },
  { query: "सुमित", name: "Amit" },
  { query: "ram", name: "शर्मा" },
  { query: "राम", name: "Sharma" },
  { query: "kamla", name: "कमल" },
  { query: "seema", name: "सीता" },
  { query: "सीता", name: "Seema" },
  { query: "rajesh", name: "राकेश" },
  { query: "राकेश", name: "Rajesh" },
  { query: "deepak", name: "दीपिका" },
  { query: "singh", name: "सिन्हा" },
  { query: "सिंह", name: "Sinha" },
  { query: "manoj", name: "मनीष" },
  { query: "pooja", name: "पूनम" },
  { query: "asha", name: "आशीष" },
  { query: "ashish", name: "आशा" },
  { query: "nisha", name: "निशांत" },
  { query: "rohit", name: "मोहित" },
  { query: "मोहित", name: "Rohit" },
  { query: "kavita", name: "सविता" },
  { query: "सविता", name: "Kavita" },
  { query: "preeti", name: "प्रीतम" },
  { query: "mukesh", name: "मुकुल" },
  { query: "anita", name: "अनिल" },
  { query: "अनिल", name: "Anita" },
  { query: "sharma", name: "वर्मा" },
  { query: "गुप्ता", name: "Gupte" },
];

export type Measure = {
  /** Each Latin spelling as a query, against each Devanagari spelling of the same name. */
  latinFindsDevanagari: { found: number; pairs: number; missed: string[] };
  /** Each Devanagari spelling as a query, against each Latin spelling of the same name. */
  devanagariFindsLatin: { found: number; pairs: number; missed: string[] };
  /**
   * Names of another entry a query finds across scripts that do not start with it in any of
   * their own spellings of the query's script: what the old search would never have shown.
   */
  falseMatches: string[];
  nearMissesFound: string[];
};

/** How `matches(name, query)` does on the lists: recall across scripts and the wrong names it finds. */
export function measure(
  matches: (name: string, query: string) => boolean,
  lists: readonly NameSpellings[] = [...FIRST_NAMES, ...SURNAMES],
): Measure {
  const result: Measure = {
    latinFindsDevanagari: { found: 0, pairs: 0, missed: [] },
    devanagariFindsLatin: { found: 0, pairs: 0, missed: [] },
    falseMatches: [],
    nearMissesFound: [],
  };
  for (const entry of lists) {
    for (const latin of entry.latin) {
      for (const devanagari of entry.devanagari) {
        result.latinFindsDevanagari.pairs++;
        if (matches(devanagari, latin)) result.latinFindsDevanagari.found++;
        else result.latinFindsDevanagari.missed.push(`${latin} → ${devanagari}`);
        result.devanagariFindsLatin.pairs++;
        if (matches(latin, devanagari)) result.devanagariFindsLatin.found++;
        else result.devanagariFindsLatin.missed.push(`${devanagari} → ${latin}`);
      }
    }
  }
  const startsAny = (spellings: string[], query: string) =>
    spellings.some((s) => s.toLowerCase().startsWith(query.toLowerCase()));
  for (const asked of lists) {
    for (const other of lists) {
      if (other === asked) continue;
      for (const query of asked.latin)
        for (const name of other.devanagari)
          if (matches(name, query) && !startsAny(other.latin, query)) result.falseMatches.push(`${query} → ${name}`);
      for (const query of asked.devanagari)
        for (const name of other.latin)
          if (matches(name, query) && !startsAny(other.devanagari, query))
            result.falseMatches.push(`${query} → ${name}`);
    }
  }
  for (const { query, name } of NEAR_MISSES)
    if (matches(name, query)) result.nearMissesFound.push(`${query} → ${name}`);
  return result;
}
