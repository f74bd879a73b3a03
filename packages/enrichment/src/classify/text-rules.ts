import { splitSentences } from '@nes/document';
import type { EventCategory } from '@nes/contracts';
import { globalOf } from '../global-pattern';

/**
 * Text signals per category, used for 8.01/7.01 (and 6-K) text and to refine 1.01/2.01/2.03.
 * The words of each rule are the catalog's rule text (packages/contracts/src/categories.ts) made
 * executable; keep the two in step. `weight` is per distinct match (at most 3 counted).
 */
export interface TextRule {
  category: EventCategory;
  weight: number;
  patterns: RegExp[];
}

export const TEXT_RULES: readonly TextRule[] = [
  {
    category: 'Bankruptcy/Liquidation',
    weight: 3,
    patterns: [
      /\bchapter (7|11)\b/i,
      /\bvoluntary petitions?\b/i,
      /\brestructuring support agreement\b|\bdebtor[- ]in[- ]possession\b/i,
      /\bfiled for (bankruptcy|protection)\b/i,
      /\bplan of (liquidation|dissolution)\b/i,
      /\breceivership\b/i,
    ],
  },
  {
    category: 'Cybersecurity Incident',
    weight: 3,
    patterns: [
      /\bcybersecurity incident\b/i,
      /\bdata breach\b/i,
      /\bransomware\b/i,
      /\bthreat actor\b/i,
      /\bunauthori[sz]ed (access|third party)\b/i,
    ],
  },
  {
    // An officer change told in prose (a 6-K, a release under 7.01/8.01); 8-K 5.02 items are read by item.
    category: 'C-Level Change',
    weight: 3,
    patterns: [
      /\b(?:appoint\w*|nam(?:ed|es|ing))\b(?:[^.]|\b(?:Mr|Ms|Mrs|Dr)\.){0,80}\bas\s+(?:its\s+|the\s+Company['’]s\s+|our\s+)?(?:new\s+|next\s+)?(?:Chief\s+[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?\s+Officer|CEO|CFO|COO)\b/,
      /\b(?:resign\w*|retire\w*|step(?:s|ped)?\s+down)\b[^.]{0,60}\bas\s+(?:its\s+|the\s+Company['’]s\s+|our\s+)?(?:Chief\s+[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?\s+Officer|CEO|CFO|COO)\b/,
      // "Chief Executive Officer Kristian Haugland will step down".
      /\b(?:Chief\s+[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?\s+Officer|CEO|CFO|COO),?\s+(?:[A-Z][\w.'-]+\s+){1,3}(?:will\s+|has\s+decided\s+to\s+)?(?:step\s+down|resign|retire)\b/,
    ],
  },
  {
    // A meeting's vote reported under 8.01 (a SPAC's deadline extension, a charter amendment).
    category: 'Shareholder Vote',
    weight: 3,
    patterns: [
      /\b(?:held|convened)\s+(?:an?\s+|its\s+)?(?:extraordinary\s+general|special|annual(?:\s+general)?)\s+meeting\b[^.]{0,200}\b(?:shareholders|stockholders|holders|members)\s+(?:approved|adopted|voted)\b/i,
    ],
  },
  {
    category: 'Dividends',
    weight: 3,
    patterns: [
      /\b(declare[sd]?|declaration of|approved|increase[sd]?|raise[sd]?|suspend(ed|s)?|reinstate[sd]?)\b[^.]{0,80}\b(cash |quarterly |special |monthly |annual )?dividends?\b(?! of one\b[^.]{0,60}\brights?\b)/i,
      /\bquarterly (cash )?dividend\b/i,
      // A trust's or partnership's distribution suspended or cut is its dividend's news.
      /\b(?:suspend|eliminat|discontinu|reduc|cut)\w*\b[^.]{0,60}\b(?:quarterly\s+|monthly\s+)?(?:cash\s+)?distributions?\s+on\s+(?:its|the|our)\s+(?:[\w'’]+\s+){0,3}(?:common\s+)?(?:shares|units|stock)\b/i,
      // "suspended the Trust's quarterly common share distribution".
      /\b(?:suspend|eliminat|discontinu|reduc|cut)\w*\s+(?:the\s+|its\s+|our\s+)?(?:[\w'’]+\s+){0,2}(?:quarterly|monthly|regular)\s+(?:cash\s+)?(?:common\s+)?(?:share\s+|unit\s+|unitholder\s+)?distributions?\b/i,
      /\bdividends? (of|per share)\b(?! one\b[^.]{0,60}\brights?\b)/i,
      /\b(record date|payable on)\b[^.]{0,80}\b(shareholders|stockholders|holders|unitholders) of record\b/i,
      // Passive: "a dividend was declared in the amount of $0.18 per share … payable in cash on".
      /\bdividends?\b[^.]{0,40}\b(?:was|were|has been|have been) declared\b/i,
      /\bpayable\b[^.]{0,60}\b(?:shareholders|stockholders|holders|unitholders) of record\b/i,
      // "announced its monthly cash distribution of $0.0412 per unit" (a royalty trust's).
      /\b(?:monthly|quarterly)\s+(?:cash\s+)?distributions?\s+of\s+\$\s?\d[\d.]*\s+per\s+(?:common\s+)?(?:unit|share)\b/i,
      // A partnership's or trust's distribution: "declared a quarterly cash distribution of $0.52 per common unit".
      /\bdeclared\s+(?:a\s+)?(?:regular\s+|quarterly\s+|monthly\s+|cash\s+|special\s+)*distributions?\s+of\s+\$\s?\d[\d.]*\s+per\s+(?:common\s+)?(?:unit|share)\b/i,
    ],
  },
  {
    category: 'Stock Buybacks',
    weight: 3,
    patterns: [
      /\b(share|stock) (repurchase|buy-?back)s?\b/i,
      /\brepurchase (program|plan|authori[sz]ation)\b/i,
      /\bauthori[sz]ed the repurchase\b/i,
      /\baccelerated share repurchase\b/i,
      /\bissuer tender offer\b/i,
      /\bdutch auction\b/i,
      /\btender offer to (?:purchase|repurchase|buy)\b[^.]{0,60}\bof (?:its|our|the Company['’]s) (?:own )?(?:outstanding )?(?:shares|common stock)\b/i,
      /\b(?:repurchase|buy back|purchase)\b[^.]{0,60}\b(?:its|our|the Company['’]s) own (?:common )?(?:stock|shares)\b/i,
      /\b(?:the Company|we) (?:agreed to |will )?repurchased? (?:an aggregate of |up to |approximately )?[\d,.]+(?: million)? (?:shares|of (?:its|our) )/i,
      // An authorisation stated as a purchase: "authorized the Company to purchase up to 1,000,000 shares".
      /\bauthori[sz]\w*\b[^.]{0,80}\b(?:re)?purchase (?:of )?up to\b[^.]{0,80}\b(?:shares|common stock)\b/i,
      // Shares bought back from one holder: "repurchased 2,500,000 shares of common stock from X".
      /\brepurchase[sd]?\b[^.]{0,80}\bshares\b[^.]{0,80}\bfrom\b/i,
    ],
  },
  {
    category: 'FDA Approval/Rejections',
    weight: 3,
    patterns: [
      /\b(FDA|Food and Drug Administration)\b[^.]{0,120}\b((?<!\bwithhold\s)approv\w*|clear\w*|complete response|accept\w* (the|its|for)|grant\w*|breakthrough therapy|fast track|PDUFA|reject\w*|refus\w*)/i,
      /\bcomplete response letter\b/i,
      /\b510\(k\) clearance\b/i,
      /\b(new drug|biologics license) application\b/i,
      // The European approval of a medicine: "the European Commission granted marketing authorisation".
      /\b(?:European Commission|EMA|European Medicines Agency|CHMP)\b[^.]{0,80}\b(?:marketing authori[sz]ation|positive opinion|approv\w+)\b/i,
    ],
  },
  {
    category: 'Drug Trial/Clinical Data',
    weight: 2,
    patterns: [
      // A trial's phase, not a government research award's ("SBIR Phase II contract") or a project's
      // ("Phase 2 of the Sabine Pointe LNG export project"): a trial's words are beside it.
      /(?<!\b(?:SBIR|STTR)\s{1,3})\bphase (1|2|3|I|II|III|1b|2a|2b|1\/2|2\/3)\b(?!\s+(?:SBIR|STTR|Small Business|contracts?|grants?|awards?|funding|of (?:the )?(?:project|construction|expansion|program|development)|of (?:the |its )?(?:[A-Z][\w-]*\s+){1,4}(?:[a-z]+\s+){0,2}(?:project|facility|plant|expansion|terminal|pipeline|mine)\b|(?:expansion|project|facility|plant|construction|build-?out)\b))(?=[^.]{0,80}\b(?:trials?|study|studies|clinical|data|results|patients|subjects|cohorts?|enrol\w*|dos\w+|endpoints?|placebo|efficacy|safety|randomi[sz]\w+)\b|(?<=\b(?:trials?|study|studies|clinical|data|results|patients|cohorts?|enrol\w*|dos\w+|endpoints?|placebo|efficacy|safety|randomi[sz]\w+)\b[^.]{0,60}\bphase (?:1|2|3|I|II|III|1b|2a|2b|1\/2|2\/3)))/i,
      /\bclinical (trial|study|studies|data|results)\b/i,
      /\btop-?line (data|results)\b/i,
      /\bprimary (efficacy )?endpoint\b/i,
      /\bpatients? (were |was )?(enrolled|dosed|randomi[sz]ed)\b/i,
    ],
  },
  {
    category: 'Drug Updates',
    weight: 1,
    patterns: [
      /\bproduct candidates?\b/i,
      /\b(drug|therapy|therapeutic|biosimilar|vaccine) (program|candidate|launch)\b/i,
      /\bcommercial launch\b/i,
    ],
  },
  {
    // A default told in words: a forbearance agreement, an event of default that has occurred, a
    // missed interest payment, debt accelerated (8.01 text, or a 1.01 agreement made because of one).
    category: 'Debt Default/Acceleration',
    weight: 3,
    patterns: [
      /\bforbearance\s+agreement\b/i,
      /\bevent\s+of\s+default\b[^.]{0,80}\b(?:has\s+occurred|occurred|constitutes?|is\s+continuing)\b|\bconstitutes?\s+an\s+event\s+of\s+default\b/i,
      /\b(?:did\s+not|failed\s+to|elected\s+not\s+to|will\s+not)\s+(?:make|pay)\b[^.]{0,80}\binterest\s+payment\b/i,
    ],
  },
  {
    category: 'Credit Ratings',
    weight: 3,
    patterns: [
      /\b(Moody's|Standard & Poor's|S&P Global Ratings|Fitch Ratings|Fitch|DBRS|Kroll Bond)\b[^.]{0,150}\b(upgrad\w*|downgrad\w*|affirm\w*|rating|outlook)/i,
      /\bcredit ratings?\b[^.]{0,80}\b(upgrad\w*|downgrad\w*|lower\w*|rais\w*|affirm\w*)/i,
      // A rating moved on the agencies' scale ("to BB+ from BBB-", "to Ba1"), whoever the agency is.
      /\bratings?\b(?:[^.]|\b(?:Inc|Corp|Co|Ltd)\.){0,120}?\b(?:to|from)\s+["“']?(?:AAA|AA|A|BBB|BB|B|CCC|CC|Aaa|Aa[1-3]|A[1-3]|Baa[1-3]|Ba[1-3]|B[1-3]|Caa[1-3])(?:[+-](?=[\s,.;)"”']|$)|(?=[\s,.;)"”']|$))/,
    ],
  },
  {
    // An agency acting on a named rating ("upgraded the corporate family rating … to Baa3"): the
    // rating is the news, whatever facility or notes the release goes on to name.
    category: 'Credit Ratings',
    weight: 3,
    patterns: [
      /\b(?:upgraded|downgraded|lowered|raised|affirmed|assigned)\s+(?:the\s+|its\s+|a\s+)?[^.]{0,60}?\b(?:corporate(?:\s+family)?|issuer(?:\s+credit)?|long-term(?:\s+issuer)?|senior\s+(?:unsecured|secured)|probability\s+of\s+default)(?:\s+credit)?\s+(?:default\s+)?ratings?\b/i,
    ],
  },
  {
    category: 'Litigation/Settlement',
    weight: 3,
    patterns: [
      /\bsettle(ment|d)?\b[^.]{0,100}\b(litigation|lawsuits?|class action|claims|dispute|action|proceeding|arbitration|allegations|investigation)\b/i,
      // "entered into a settlement agreement with a class of public water systems, under which the Company will pay".
      /\bsettlement\s+agreement\s+with\s+(?:a|the)\s+(?:[\w-]+\s+){0,3}(?:class|plaintiffs?|claimants)\b/i,
      /\b(litigation|lawsuits?|class action|dispute|arbitration)\b[^.]{0,100}\bsettle(ment|d)\b/i,
      /\b(jury )?verdict\b/i,
      // "the jury … awarded the Company $45 million in damages".
      /\bjury\b(?:[^.]|\b(?:Inc|Corp|Co|Ltd|v)\.){0,300}?\b(?:awarded|found\s+that)\b/i,
      /\bjudgment (was )?(entered|in favor)\b/i,
      // A patent challenge decided: "the Patent Trial and Appeal Board … issued final written decisions in two inter partes review proceedings".
      /\bPatent\s+Trial\s+and\s+Appeal\s+Board\b|\binter\s+partes\s+review\b/i,
      // An appeal decided: "the Court of Appeals for the Federal Circuit reversed the judgment".
      /\bCourt\s+of\s+Appeals?\b[^.]{0,100}\b(?:reversed|vacated|affirmed|overturned|remanded)\b|\bjudgment\b[^.]{0,60}\bhas\s+been\s+vacated\b/i,
      /\b(?:court|jury|arbitrat\w+|tribunal)\b[^.]{0,80}\bawarded\b[^.]{0,60}\$\s?\d/i,
      /\bpost-trial (?:opinion|ruling|decision)\b|\bawarding (?:damages|\$)/i,
      // A case decided: "granted the Company's motion to dismiss the complaint in its entirety".
      /\bgranted\s+(?:the\s+Company['’]s\s+|its\s+|our\s+|the\s+defendants['’]?\s+)?motion\s+(?:to\s+dismiss|for\s+summary\s+judgment)\b|\bdismissed\s+the\s+(?:complaint|lawsuit|action|case)\b/i,
      /\bgranted\s+the\s+motion\s+of\s+(?:[^.]|\b(?:Inc|Corp|Co|Ltd)\.){0,80}?\bto\s+dismiss\b/i,
      // "entered into a Settlement Agreement with the United States Department of Justice and … resolving a civil investigation".
      /\bsettlement\s+agreement\b[^.]{0,240}\bresolving\b/i,
      /\bstipulation of settlement\b|\bsettlement class\b|\bagreed to settle\b|\bmemorandum of understanding to settle\b/i,
      /\bto resolve (?:all |the )?(?:[\w-]+\s+){0,2}(?:claims|litigation|lawsuits?|actions?)\b|\bsettlement agreement\b[^.]{0,80}\bplaintiffs?\b/i,
      /\bresolv\w+\s+(?:all\s+)?(?:[\w-]+\s+){0,3}(?:litigation|lawsuits?|claims|disputes?)\b/i,
      /\bdismiss(ed|al of)\b[^.]{0,60}\b(lawsuit|complaint|case|action|claims)\b/i,
      // The last word on a case: "petition for a writ of certiorari … was denied", "the judgment … is final".
      /\bwrit\s+of\s+certiorari\b|\bjudgment\b[^.]{0,60}\bis\s+final\b/i,
    ],
  },
  {
    category: 'Legal Action',
    weight: 2,
    patterns: [
      /\b(filed|commenced|brought|initiated) (a |an )?(lawsuit|complaint|class action|suit|petition|arbitration)\b/i,
      /\bnamed as (?:a )?(?:nominal )?defendants?\b/i,
      // "filed a civil antitrust lawsuit against", "brought a putative securities class action".
      /\b(?:filed|commenced|brought|initiated)\s+an?\s+(?:(?:civil|criminal|putative|purported|federal|antitrust|securities|shareholder|stockholder|derivative|patent|breach-of-contract)\s+){1,3}(?:lawsuit|complaint|class action|suit|action)\b/i,
      /\b(?:lawsuit|complaint|suit)\b[^.]{0,160}\balleg(?:es|ing|ed)\b/i,
      /\bintends? to (?:defend|contest)\b[^.]{0,40}\bvigorously\b|\bclaims are without merit\b/i,
      /\b(lawsuit|complaint|class action|suit)\b[^.]{0,40}\b(was|has been|were) filed\b/i,
      /\bsubpoena\b/i,
      /\bindictment\b/i,
      // A whistleblower's suit the government joins: "unsealed a qui tam complaint against the Company".
      /\bqui\s+tam\s+(?:complaint|lawsuit|action|suit)\b/i,
      /\bpatent infringement\b/i,
    ],
  },
  {
    // A product recall (often with a regulator): the recall is the news, not the production it stops.
    category: 'Regulatory Action',
    weight: 3,
    patterns: [
      /\b(?:initiated|announced|issued|conducting|expanded)\s+(?:a\s+|an\s+|its\s+)?(?:voluntary\s+)?(?:nationwide\s+)?recall\b|\bvoluntary\s+recall\s+of\b/i,
      // "it is recalling approximately 1.1 million child-resistant pill containers".
      /\b(?:is|are|was|were|will\s+be)\s+recalling\b/i,
    ],
  },
  {
    category: 'Regulatory Action',
    weight: 2,
    patterns: [
      /\b(Securities and Exchange Commission|Department of Justice|Federal Trade Commission|Environmental Protection Agency|Federal Communications Commission|FERC|CFPB|Consumer Financial Protection Bureau|Office of the Comptroller|Federal Reserve|Department of (Labor|Energy|Transportation))\b[^.]{0,120}\b(order|consent|investigat\w*|enforcement|penalt\w*|fine[sd]?|warning|approv\w*|clearance)\b/i,
      /\bconsent (order|decree)\b/i,
      /\bcivil\s+(?:money\s+)?penalt(?:y|ies)\b/i,
      // A licence or an application decided: "approved the Company's application for a nonrestricted
      // gaming license", "denied the Company's application for a certificate".
      /\b(?:approved|granted|issued|renewed|denied|rejected)\s+(?:the\s+Company['’]s\s+|its\s+|an?\s+)?(?:application\s+for\s+(?:an?\s+)?)?(?:[\w-]+\s+){0,2}?(?:gaming|operating|broadcast|banking|mining|export|import|manufacturing|pharmacy|cannabis|liquor|nonrestricted|restricted)\s+licen[cs]es?\b/i,
      /\b(?:Commission|Board|Department|Agency|Authority)\b[^.]{0,80}\b(?:denied|rejected)\s+(?:the\s+Company['’]s\s+|its\s+)?(?:application|request|petition|certificate)\b/i,
      /\b(?:proposed|agreed)\s+(?:enforcement\s+)?order\b[^.]{0,80}\b(?:penalt\w+|fine)\b|\b(?:Commission\s+on\s+Environmental\s+Quality|TCEQ|Federal\s+Energy\s+Regulatory\s+Commission|FERC)\b[^.]{0,120}\b(?:order|penalt\w+|denied|rejected|approv\w+)\b/i,
      // "the OCC has terminated the formal agreement entered into between the Bank and the OCC".
      /\b(?:OCC|FDIC|Federal\s+Reserve|Comptroller|regulators?)\b[^.]{0,60}\b(?:terminated|lifted|released)\s+(?:the\s+|its\s+)?(?:(?:formal\s+|written\s+){1,2}agreement|consent\s+order|cease[\s-]and[\s-]desist\s+order|memorandum\s+of\s+understanding)\b/i,
      // An agency's rule: "the Centers for Medicare & Medicaid Services issued its proposed rule".
      /\b(?:issued|published|released|finalized|adopted)\s+(?:its\s+|a\s+|the\s+)?(?:proposed|final|interim\s+final)\s+rule\b/i,
      /\b[Ww]arning\s+[Ll]etter\b|\bForm\s+483\b/,
      // A bank regulator's agreement or an agency's inquiry: "a formal written agreement with the
      // Office of the Comptroller of the Currency", "a Civil Investigative Demand from the CFPB".
      /\bformal\s+(?:written\s+)?agreement\s+with\s+(?:the\s+)?(?:Office\s+of\s+the\s+Comptroller|Comptroller|OCC|Federal\s+Reserve|FDIC|Federal\s+Deposit)/i,
      /\bcivil\s+investigative\s+demand\b/i,
      /\border\s+suspending\b|\bsuspend\w*\b[^.]{0,80}\blicen[cs]es?\b/i,
      /\b(?:National\s+Highway\s+Traffic\s+Safety\s+Administration|NHTSA)\b[^.]{0,120}\b(?:investigation|evaluation|engineering\s+analysis|probe|inquiry|recall)\b/i,
      // An antitrust agency's second request on a merger; an environmental or safety notice.
      /\bSecond Request\b|\brequest for additional information and documentary material\b/,
      /\bnotices? of (?:violation|noncompliance|non-compliance|probable violation|proposed penalty)\b/i,
      /\bwarning letter\b/i,
      /\bcease[- ]and[- ]desist\b/i,
      /\bHart-Scott-Rodino\b[^.]{0,60}\b(expir|terminat)/i,
      // Trade and coverage rulings: antidumping duties, a Medicare coverage decision.
      /\b(?:anti-?dumping|countervailing) dut(?:y|ies)\b/i,
      /\b(?:Public (?:Service|Utilities|Utility) Commission|Utilities Board|Corporation Commission|PUC)\b[^.]{0,120}\b(?:rate (?:case|increase|order|settlement)|base rates?)\b/i,
      /\b(?:Centers for Medicare|CMS)\b[^.]{0,120}\b(?:coverage|reimbursement|payment) (?:decision|determination|rate)\b|\bnational coverage determination\b/i,
      // "was in violation of the Securities and Exchange Commission's net capital rules".
      /\b(?:was|is|were|are|has been)\s+in\s+violation\s+of\b[^.]{0,100}\b(?:rules?|regulations?|requirements?)\b/i,
    ],
  },
  {
    category: 'Earnings Revision Guidance',
    weight: 3,
    patterns: [
      // (Not "is not reporting or updating any financial results or guidance": a notice of the results date.)
      /(?<!\bnot\s{1,3}(?:[a-z]{1,20}\s{1,3}(?:or|and)\s{1,3})?)\b(rais\w*|lower\w*|reaffirm\w*|updat\w*|withdr\w*|narrow\w*|introduc\w*|issu\w*|maintain\w*|reiterat\w*)\b[^.]{0,60}\b(its |the )?(full[- ]year |fiscal( year)? (\d{4} )?|annual |quarterly |\d{4} )?(financial )?(guidance|outlook)\b/i,
      /\b(guidance|outlook) for (the )?(full[- ]year|fiscal|\d{4}|the (first|second|third|fourth) quarter)\b/i,
      // "now expects fourth quarter revenue of $700 million to $730 million, compared to prior guidance of …".
      /\bnow\s+expects?\b[^.]{0,160}\bcompared\s+(?:to|with)\s+(?:its\s+)?(?:prior|previous)\s+(?:guidance|outlook|range)\b/i,
      // "withdrew its previously provided full-year 2026 earnings guidance".
      /\bwithdr\w*\s+(?:its|the|our)\s+(?:previously\s+(?:provided|issued|announced)\s+)?(?:[\w-]+\s+){0,4}(?:guidance|outlook)\b/i,
      /\bexpects?\b[^.]{0,80}\b(?:quarter|year|earnings|results|profit\w*)\b[^.]{0,80}\b(?:substantially |significantly )?(?:below|above|lower than|higher than|short of|exceed\w*)\b/i,
      /\bcomment\w* on\b[^.]{0,40}\bearnings estimates\b/i,
      // A pre-announcement against guidance; an investor day's long-term targets.
      /\b(?:above|below|exceed\w*|ahead of|short of|in line with|at the (?:high|low) end of)\s+(?:its\s+|the\s+|our\s+|the\s+Company['’]s\s+)?(?:previous(?:ly issued)?\s+|prior\s+|earlier\s+)?(?:financial\s+)?(?:guidance|outlook)\b/i,
      /\blong-term (?:financial )?(?:targets|outlook|framework|goals)\b/i,
      // "below the consensus estimate"; an investor day's "targets for fiscal 2028 of revenue of …".
      /\b(?:below|above|short\s+of|ahead\s+of)\s+(?:the\s+)?(?:analysts['’]?\s+)?consensus\b/i,
      /\b(?:introduc|provid|announc|issu|set)\w*\s+(?:new\s+)?(?:long-term\s+)?(?:financial\s+)?targets\s+for\s+(?:fiscal\s+)?(?:year\s+)?\d{4}\b/i,
      // "estimates that the new rules will reduce its fiscal 2025 revenue by approximately $40 million to $50 million".
      /\b(?:estimates?|expects?|anticipates?)\b[^.]{0,80}\bwill\s+(?:reduce|lower|decrease|increase|raise)\s+(?:its\s+|the\s+Company['’]s\s+)?(?:fiscal\s+(?:year\s+)?\d{4}\s+|full[- ]year\s+|\d{4}\s+)?(?:revenues?|sales|earnings|net\s+income|EPS)\s+by\b/i,
      // "we expect revenue … for the first quarter … to be between $1.1 and $1.3 million"
      /\bexpects?\b[^.]{0,40}\b(?:revenues?|sales|earnings|net (?:income|loss)|eps)\b[^.]{0,100}\bto be (?:between|approximately|about|in the range of)\b/i,
    ],
  },
  {
    // A profit warning against what the company had said ("The Company had previously guided to
    // breakeven results"): the revision, however the expected figures are worded (it outweighs the
    // figures' own words, "net loss", "results for the quarter").
    category: 'Earnings Revision Guidance',
    weight: 5,
    patterns: [
      /\b(?:had\s+)?previously\s+(?:guided|forecast|projected)\b|\bprevious(?:ly\s+(?:issued|provided|announced))?\s+guidance\s+of\b/i,
      // "expects results for the third quarter … to be below its previous expectations".
      /\b(?:below|above|short\s+of|ahead\s+of)\s+(?:its|the|our)\s+(?:previous|prior|earlier)\s+(?:expectations?|guidance|outlook|estimates?)\b|\bcompared\s+(?:with|to)\s+(?:its|the|our)\s+(?:previous|prior)\s+(?:expectation|guidance|outlook)\b/i,
    ],
  },
  {
    // Preliminary figures for a closed period ("preliminary unaudited revenue for the fourth quarter").
    category: 'Corporate Earnings',
    weight: 2,
    // Not a mine's "preliminary production results".
    patterns: [
      /\bpreliminary\b(?!\s+(?:production|traffic|operating|delivery|deliveries|drilling)\b)[^.]{0,40}\b(?:unaudited\s+)?(?:revenues?|net sales|(?<!\b(?:production|traffic|operating|drilling|delivery|deliveries)\s)results|earnings)\b/i,
    ],
  },
  {
    category: 'IPO News',
    weight: 3,
    patterns: [
      /\b(closing|closed|completion|completed|pricing|priced) of (its|the|an) initial public offering\b/i,
      /\binitial public offering\b[^.]{0,80}\b(closed|priced|completed)\b/i,
    ],
  },
  {
    category: 'Debt Redemption',
    weight: 3,
    patterns: [
      /\b(?:elected|intends|plans|decided|agreed) to redeem\b|\bwill redeem\b/i,
      /\bnotice of (?:full |partial |conditional )?(?:optional )?redemption\b/i,
      /\bredemption (?:date|price)\b/i,
      /\b(?:redeemed|repaid|prepaid|called for redemption)\b[^.]{0,60}\b(?:notes|debentures|bonds)\b/i,
      // "The 2027 Notes will be redeemed on May 7, 2025": the notes named first.
      /\b(?:notes|debentures|bonds)\b(?:\s*\([^)]{0,40}\))?\s+(?:will|are\s+to|shall)\s+be\s+redeemed\b/i,
      // "completed the redemption of all $350 million … of its 6.750% Senior Notes due 2028": the
      // notes' amount and maturity are the redemption's, not an offering's.
      /\b(?:complet\w*|effect\w*|announc\w*)\s+(?:the\s+)?(?:full\s+|partial\s+)?redemption of\b/i,
      /\bredemption of\b(?:[^.]|\.\d){0,120}\b(?:notes|debentures|bonds)\b/i,
    ],
  },
  {
    category: 'Executive Compensation',
    weight: 3,
    patterns: [
      /\bbase salar(?:y|ies)\b/i,
      /\b(?:bonus|incentive|variable compensation) (?:program|plan|opportunit\w+)\b/i,
      /\b(?:employment|severance|retention|change[- ]in[- ]control|separation) agreements?\b/i,
      /\bcompensation committee\b[^.]{0,80}\b(?:approved|adopted|granted|awarded|amended|extended)\b/i,
      /\b(?:stock|equity|omnibus) (?:incentive|option|award) plan\b/i,
    ],
  },
  {
    category: 'Governance Change',
    weight: 3,
    patterns: [
      // (a poison pill's, not an investor's "Investor Rights Agreement" or a "Registration Rights Agreement")
      /(?<!\b(?:[Ii]nvestor|[Rr]egistration|[Ss]tockholders?|[Ss]hareholders?|[Vv]oting|[Ii]nformation|[Nn]omination)\s)\brights agreement\b/i,
      /\b(?:stockholder|shareholder|tax benefits preservation) rights plan\b/i,
      /\bpreferred (?:stock|share) purchase rights?\b/i,
    ],
  },
  {
    category: 'Equity/Debt Offerings',
    weight: 2,
    patterns: [
      /\b(pric\w*|clos\w*|launch\w*|commence\w*|complet\w*)\b[^.]{0,60}\b(public |registered |underwritten |private |secondary |follow-on )?offering\b/i,
      // Holders paid to exercise their warrants now: an equity raise ("warrant inducement agreements … gross proceeds").
      /\bwarrant\s+inducement\b|\binducement\s+(?:letters?|agreements?)\b[^.]{0,80}\bwarrants\b/i,
      // Shares sold to one investor: "agreed to issue and sell to Kurokawa 3,750,000 newly issued shares".
      /\bagreed\s+to\s+issue\s+and\s+sell\b[^.]{0,80}\bshares\b/i,
      /\b(senior|convertible|subordinated) (unsecured )?notes due\b/i,
      // "issued $350 million of 5.10% First Mortgage Bonds due 2036": debt sold, whatever its name.
      /\b(?:issued|sold|issued\s+and\s+sold)\s+\$[\d.,]+\s+(?:million|billion)\s+(?:(?:in\s+)?aggregate\s+principal\s+amount\s+)?of\s+(?:its\s+)?\d+(?:\.\d+)?%\s+(?:[A-Z][\w-]*\s+){0,4}(?:Notes|Bonds|Debentures)\s+due\b/,
      // (not a loan's "borrowings in an aggregate principal amount of up to $300 million")
      /(?<!\bborrowings? (?:in an )?)\baggregate principal amount\b/i,
      /\b(?:completed|closed|priced)\s+(?:the|its|an?)\s+(?:private\s+)?(?:issuance|sale|placement)\s+of\s+[^.]{0,60}?\b(?:notes|debentures|bonds|certificates)\b/i,
      /\bat[- ]the[- ]market\b/i,
      // An ATM program's agreement: "Equity Distribution Agreement … as sales agents".
      /\b(?:equity distribution|at market issuance|open market sale|distribution) agreement\b[^.]{0,200}\bsales agents?\b/i,
      // "… pursuant to which the Company may sell shares of its common stock having an aggregate
      // gross sales price of up to $200,000,000 from time to time".
      /\bequity distribution agreement\b|\b(?:the Company|we) may (?:offer and )?(?:issue and )?sell\b[^.]{0,160}\bfrom time to time\b/i,
      /\bunderwriting agreement\b/i,
      /\b(securities|stock|share) purchase agreement\b/i,
      /\bregistered direct offering\b/i,
      /\bprivate placement\b/i,
      // An investor buying new shares of the company: "agreed to purchase 41,800,000 newly issued shares
      // of the Company's common stock … for gross proceeds of approximately $120 million".
      /\b(?:purchase|subscribe\s+for|acquire)\s+(?:[\d,]+\s+)?newly\s+issued\s+shares\s+of\s+(?:the\s+Company['’]s|its|our)\b/i,
    ],
  },
  {
    // An 8-K telling of insiders' Rule 10b5-1 sale plans (Form 4s report the trades themselves).
    category: 'Insider Buy/Sell',
    weight: 3,
    patterns: [
      /\b(?:adopted|entered into|established)\b[^.]{0,60}\btrading plans?\b[^.]{0,160}\b10b5-1\b/i,
      /\b10b5-1\b[^.]{0,200}\b(?:will|to) (?:sell|purchase|buy)\b/i,
    ],
  },
  {
    category: 'Mergers and Acquisitions',
    weight: 3,
    patterns: [
      /\b(agreement and plan of merger|merger agreement|plan of merger)\b/i,
      /\bagree[sd]?\s+to\s+be\s+acquired\s+by\b|\bscheme of arrangement\b/i,
      // A company sold whole: "Seller sold to Purchaser all of the issued share capital of Carrick Instruments Ltd.".
      /\b(?:sold|sell|sells|selling)\s+(?:to\s+(?:the\s+)?[A-Z][\w&-]*\s+)?all\s+(?:of\s+)?the\s+(?:issued\s+(?:and\s+outstanding\s+)?|outstanding\s+)?(?:share\s+capital|shares|equity\s+interests|capital\s+stock|membership\s+interests)\s+of\b/i,
      /\bdefinitive agreement (to acquire|to be acquired|under which)\b/i,
      /\b(completed|completes|completion of|consummated|consummation of)\b[^.]{0,40}\b(acquisition|merger|business combination|sale of)\b/i,
      /\b(to acquire|will acquire|has acquired|agreed to acquire) (all|substantially all|the outstanding)\b/i,
      /\b(?:to acquire|acquired|acquire)\s+(?:100%|all)\s+of\s+the\s+(?:issued\s+share\s+capital|(?:outstanding\s+)?(?:shares|equity|capital stock))\s+of\b/i,
      /\b(?:acquire|acquired|purchase|purchased)\b[^.]{0,60}\b(?:outstanding\s+)?(?:equity interests|capital stock|membership interests)\s+of\b/i,
      // A divestiture: "agreed to sell its frozen desserts brands … to Kessler for $88 million".
      /\b(?:agreed to sell|agreement to sell|will sell|to divest|has sold|completed the sale of)\b[^.]{0,40}\b(?:its|the Company['’]s|our)\b[^.]{0,60}\b(?:business|businesses|brands?|division|segment|subsidiar\w+|product lines?|(?:film|music|content|title)\s+(?:library|catalog(?:ue)?)|(?:non-?operated\s+|working\s+|joint\s+venture\s+)?interest)\b/i,
      // A brand or business bought by name: "will acquire the Sunny Acres frozen breakfast brand for $285 million".
      /\b(?:will|to|agreed to)\s+acquire\s+the\s+(?:[A-Z][\w'’&-]*\s+){1,4}(?:[a-z-]+\s+){0,3}(?:brands?|business|product\s+line|franchise)\b/,
      // The same sale told from the buyer's side: "under which Valley will acquire the Company's ready-mix business".
      /\b(?:will|to|agreed to) (?:acquire|purchase|buy)\s+(?:the Company['’]s|our)\b[^.]{0,60}\b(?:business|businesses|brands?|division|segment|subsidiar\w+|product lines?|(?:non-?operated\s+|working\s+|joint\s+venture\s+)?interest)\b/i,
      // The filer selling under a purchase agreement: "an Asset Purchase Agreement with Blue Heron
      // Gaming, LLC … pursuant to which the Company agreed to sell the Riverbend Casino & Hotel".
      // (the buyer's name may hold a full stop: "with Sunrise Studios Corp. (the "Purchaser")")
      /\b(?:Asset|Stock|Share|Equity|Membership Interest|Unit) Purchase Agreement\b(?:[^.]|\b(?:Inc|Corp|Co|Ltd|L\.P|N\.A)\.){0,200}\b(?:the Company|we|it)\s+(?:has\s+)?(?:agreed to sell|will sell|sold)\b/i,
      /\btender offer\b/i,
      // A letter of intent to buy: "a non-binding letter of intent … regarding a potential acquisition by the Company of Ferrovia".
      /\bletter\s+of\s+intent\b(?:[^.]|\b(?:Inc|Corp|Co|Ltd|L\.P|N\.V|S\.A)\.){0,160}\b(?:potential\s+|proposed\s+)?acquisition\s+(?:by\s+the\s+(?:Company|Partnership|Trust|Registrant)\s+)?of\b/i,
      // A system of assets bought whole: "to acquire the city's water and wastewater systems", "a
      // potential acquisition by the Company of Pemberton's Gulf Coast gathering system".
      /\b(?:to\s+acquire|acquisition\s+(?:by\s+the\s+(?:Company|Partnership|Trust|Registrant|Bank)\s+)?of|to\s+purchase)\s+(?:the\s+)?(?:[\w'’-]+\s+){0,4}?(?:crude\s+|oil\s+)?(?:water|wastewater|sewer|natural\s+gas|gas|electric|gathering|pipeline|transmission|distribution|midstream)\s+(?:and\s+[\w-]+\s+)?(?:systems?|assets|utilit(?:y|ies)|networks?)\b/i,
      // A spin-off: "approved the separation of its Performance Materials business into an independent publicly traded company".
      /\b(?:separation|spin-?off)\s+of\s+(?:its|the\s+Company['’]s|our)\b[^.]{0,80}\b(?:business|segment|division|unit)\b[^.]{0,80}\b(?:independent|separate|stand-?alone)\s+(?:publicly\s+traded\s+)?company\b/i,
      /\bbusiness combination agreement\b/i,
      // A deal's regulatory clearance or its expected closing: "the European Commission has approved
      // the Company's proposed acquisition of Lumen Optics".
      /\b(?:approv\w+|clearance|cleared)\b[^.]{0,80}\b(?:proposed|pending|previously announced)\s+(?:acquisition|merger|combination)\b/i,
      /\bexpects? to (?:complete|close|consummate) the (?:acquisition|merger)\b/i,
      /\bspin-?off\b/i,
      /\bseparat\w+ into two (independent|separate)\b/i,
      // A spin-off told as its mechanics: "the separation of its Specialty Materials business through a
      // pro rata distribution of all of the outstanding shares of common stock of Veltrix".
      /\bseparation\s+of\s+(?:its|the\s+Company['’]s|our)\b[^.]{0,120}\bdistribution\b|\bpro\s+rata\s+distribution\s+of\s+(?:all\s+(?:of\s+)?)?(?:the\s+)?(?:outstanding\s+)?(?:shares|common\s+stock)\b/i,
      // "Asta Funding announces acquisition of Option Card, LLC" (a financing "for the acquisition of
      // X, Inc." is not the deal's own news)
      /\bannounc\w* (?:the |its )?acquisition of\b/i,
      // A planned spin-off: "the Planned Separation", a subsidiary's registration statement on Form 10.
      /\b(?:planned|proposed|intended)\s+separation\b|\bregistration\s+statement\s+on\s+Form\s+10\b/i,
      // A review that may sell the company: "exploring strategic alternatives, including a sale".
      /\b(?:explor\w*|initiat\w*|commenc\w*|launch\w*|undertak\w*|begun|began|begin)\b[^.]{0,40}\bstrategic alternatives\b|\bstrategic review\b[^.]{0,80}\b(?:sale|merger)\b/i,
      // A proposal or offer: "its proposal to acquire Zi Corporation", "an unsolicited offer to acquire".
      /\b(?:proposal|offer|bid) to (?:acquire|merge with|combine with)\b/i,
      // The proxy legend of a pending deal (Rule 14a-12): "Additional Information and Where to Find
      // It — In connection with the proposed transaction, the Company will file … a proxy statement".
      /\bAdditional Information and Where to Find It\b[^]{0,300}?\b(?:proposed |the )?(?:transaction|merger|acquisition)\b[^]{0,300}?\bproxy statement\b/i,
    ],
  },
  {
    category: 'Restructuring',
    weight: 2,
    patterns: [
      /\brestructuring (plan|program|charges?|actions?|initiative)\b/i,
      /\b(plan|program) to (streamline|restructure)\b/i,
      /\bexit (or|and) disposal\b/i,
      /\b(?:discontinue|close|closing|closure of|shut ?down)\b[^.]{0,60}\b(?:manufacturing|operations|plant|facility|division|stores|locations|restaurants|branches|clinics)\b/i,
      // "halts development of its Silverline SAN product … and consolidates operations in Irvine".
      // (not "consolidated results of operations": an accounts' word)
      /\b(?:halt|ceas|suspend|discontinu)\w*\b[^.]{0,40}\b(?:development|production)\b|\bconsolidat\w*\b(?!\s+(?:results|financial|balance|statements?|net|revenues?|subsidiar))[^.]{0,40}\b(?:operations|facilities)\b/i,
    ],
  },
  {
    category: 'Staffing/Adds/Cuts',
    weight: 2,
    patterns: [
      /\breduction[s]? (in|of) (its )?(?:global |total |worldwide |overall )?(force|workforce|headcount)\b/i,
      /\bworkforce reduction\b/i,
      /\bheadcount reductions?\b|\breduc\w* (?:its |our |the (?:Company['’]s )?|the Company['’]s )?(?:total |global )?(?:headcount|staff|workforce)\b/i,
      /\blayoffs?\b|\blaid off\b|\blay(?:s|ing)? off\b/i,
      /\b(eliminat\w*|cut\w*) (?:approximately|about) [\d,]+ (?:[a-z-]+ (?:and )?){0,3}?(positions|jobs|employees)\b/i,
      /\bhir(e|ing) (approximately )?[\d,]+ (new )?(employees|workers)\b/i,
    ],
  },
  {
    category: 'Trading Update',
    weight: 3,
    patterns: [
      /\breverse (stock |share )?split\b/i,
      /\b(stock|share) split\b/i,
      /\btrading halt\b/i,
      /\b(added|join|joining) to the (S&P|Russell|Nasdaq-100)\b/i,
      /\btransfer (its|the) (listing|common stock)\b/i,
    ],
  },
  {
    category: 'Name Change',
    weight: 3,
    patterns: [
      /\bchange (its|the company's|the registrant's|our) (corporate )?name\b/i,
      /\bname change\b/i,
      /\b(renamed|changed its name)\b/i,
    ],
  },
  {
    category: 'Delisting',
    weight: 3,
    patterns: [
      /\bdelist\w*\b/i,
      /\bnotice of (non-?compliance|deficiency)\b/i,
      /\bcontinued listing (rule|standard|requirement)s?\b/i,
      /\bminimum bid price\b/i,
      // An exchange's extension to regain compliance: "granting the Company's request for an extension until April 30".
      /\bextension\b[^.]{0,80}\bto\s+regain\s+compliance\b/i,
    ],
  },
  {
    category: 'Mining and Exploration',
    weight: 2,
    patterns: [
      /\bdrill(ing)? (program|results)\b/i,
      /\bassays?\b/i,
      /\bmineral (resource|reserve)s?\b/i,
      /\bgrams? per (tonne|ton)\b|\bg\/t\b/i,
      /\bexploration (program|results|drilling)\b/i,
      // A mine's output and costs: "Gold production was 148,200 ounces", "all-in sustaining costs".
      /\b(?:gold|silver|copper|zinc|nickel|lithium|uranium|ore)\s+production\b[^.]{0,60}\b(?:ounces|oz|tonnes|pounds|lbs)\b/i,
      /\ball-in sustaining costs?\b/i,
    ],
  },
  {
    category: 'Loans/Revolvers',
    weight: 2,
    patterns: [
      /\b(credit|loan|term loan|revolving credit|note purchase) agreement\b/i,
      // An acquisition's committed financing: "committed to provide a senior unsecured 364-day bridge loan facility of up to $1.2 billion".
      /\bbridge\s+(?:loan\s+|term\s+loan\s+)?facilit(?:y|ies)\b/i,
      /\bamend\w*\b[^.]{0,60}\b(?:note purchase|credit|loan) agreement\b/i,
      // Not a facility named as where money comes from ("funded with a $120 million draw on its
      // revolving credit facility", "borrowings under its revolving credit facility").
      /(?<!\b(?:under|on|from) (?:its|the|our) (?:existing )?(?:\$\d[\d.,]{0,12} (?:million|billion) )?)\brevolving (credit )?facility\b/i,
      /\bterm loan\b/i,
      /(?<!\b(?:under|on|from) (?:its|the|our) (?:existing )?(?:\$\d[\d.,]{0,12} (?:million|billion) )?(?:revolving )?)\bcredit facilit(y|ies)\b/i,
      /\bborrowing base\b/i,
      /\b(?:terminat\w+|repaid\s+and\s+terminated)\s+(?:its|the)\s+(?:\$[\d.,]+\s+(?:million|billion)\s+)?(?:revolving\s+)?(?:credit|loan)\s+(?:agreement|facility)\b/i,
      // A government lender's commitment: "a conditional commitment for a loan of up to $680 million".
      /\bcommitment for a (?:term )?loan\b|\bloan guarantee\b/i,
      // A loan and security agreement; a royalty financing ("Revenue Interest Purchase Agreement").
      /\breceivables\s+(?:purchase|financing|securitization|sale)\s+(?:agreement|facility|program)\b/i,
      /\bloan\s+and\s+security\s+agreement\b|\b(?:revenue\s+interest|royalty)\s+(?:purchase|financing)\s+agreement\b|\broyalty\s+financing\b/i,
      // "will pay the Company $150 million upfront in exchange for the right to receive 7.5% of worldwide net sales".
      /\brevenue\s+participation\b|\bupfront\b[^.]{0,60}\bin\s+exchange\s+for\b[^.]{0,80}\b(?:net\s+sales|royalt\w+|revenues?)\b/i,
      // A metals stream: an upfront deposit for a share of a mine's output is the mine's financing.
      /\b(?:streaming|stream|(?:precious\s+)?metals?\s+purchase)\s+(?:agreement|transaction|financing)\b(?:[^.]|\.(?!\s|$)){0,200}?\b(?:upfront|up-front|advance)\s+(?:cash\s+)?(?:deposit|payment)\b/i,
    ],
  },
  {
    // The company buying a stated share of another: "will acquire a 30% equity interest in Terravita".
    category: 'Minority Stakes Deals',
    weight: 3,
    patterns: [
      /\b(?:will\s+acquire|to\s+acquire|acquired|agreed\s+to\s+acquire|will\s+purchase|to\s+purchase|purchased)\s+(?:a|an)\s+(?:approximately\s+)?\d{1,2}(?:\.\d+)?%\s+(?:minority\s+)?(?:equity\s+|ownership\s+|membership\s+)?(?:interest|stake)\s+in\b/i,
      // "the Company agreed to purchase 12,500,000 shares of Nimbus … representing approximately 19.9% of Nimbus's outstanding capital stock".
      // "Upon closing, the Company will hold approximately 19.9% of Verdance's fully diluted capital stock".
      /\b(?:the\s+Company|we)\s+will\s+(?:hold|own)\s+(?:approximately\s+)?\d{1,2}(?:\.\d+)?%\s+of\s+(?:[A-Z][\w&-]*\s+){0,3}[A-Z][\w&-]*['’]s\s+(?:issued\s+and\s+)?(?:outstanding\s+)?(?:fully[\s-]+diluted\s+)?(?:equity|shares|common\s+stock|capital\s+stock|capitalization)\b/i,
      // "the Company will own approximately 19.9% of Lattice on a fully diluted basis" (under half).
      /\b(?:the\s+Company|we)\s+will\s+(?:hold|own)\s+(?:approximately\s+)?[1-4]?\d(?:\.\d+)?%\s+of\s+(?:[A-Z][\w&-]*\s+){0,3}[A-Z][\w&-]*\s+on\s+an?\s+(?:fully[\s-]+diluted|as[\s-]+converted)\s+basis\b/i,
      // "the Company agreed to invest $60 million in Helix … representing approximately 19.9% of Helix's fully diluted capitalization".
      /\b(?:the\s+Company|we)\s+(?:has\s+)?(?:agreed\s+to\s+|will\s+)?(?:purchase|acquire|invest|purchased|acquired|invested)\b[^.]{0,140}?\b\d{1,2}(?:\.\d+)?%\s+of\s+(?:[A-Z][\w&-]*\s+){0,3}[A-Z][\w&-]*['’]s\s+(?:issued\s+and\s+)?(?:outstanding\s+)?(?:fully[\s-]+diluted\s+)?(?:equity|shares|common\s+stock|capital\s+stock|capitalization)\b/,
    ],
  },
  {
    category: 'Minority Stakes Deals',
    weight: 2,
    patterns: [
      /\bminority (?:equity |ownership )?(interest|stake|investment|position)\b/i,
      /\bstrategic (equity )?investment\b/i,
      /\bequity stake\b/i,
      /\b\d{1,2}(\.\d+)?% (?:minority |non-?controlling )?(?:equity |ownership |membership )?(stake|interest) in\b/i,
      // "agreed to acquire newly issued preferred shares representing approximately 19.9% of Tessaract's outstanding equity".
      /\b(?:acquire|purchase|subscribe\s+for)\b[^.]{0,120}?\b(?:approximately\s+)?\d{1,2}(?:\.\d+)?%\s+of\s+(?:(?:[A-Z][\w&-]*\s+){0,3}[A-Z][\w&-]*['’]s|the)\s+(?:issued\s+and\s+)?(?:outstanding\s+)?(?:equity|shares|common\s+stock|capital\s+stock)\b/i,
    ],
  },
  {
    category: 'Property Transaction',
    weight: 2,
    patterns: [
      /\b(?:lease|sublease)(?: extension| amendment| renewal)? agreement\b/i,
      // "entered into an Office Lease … for approximately 212,000 rentable square feet".
      /\b(?:office|industrial|retail|ground|warehouse|headquarters)\s+lease\b|\brentable\s+square\s+feet\b/i,
      /\b(?:leas(?:e|ing)|sublet) (?:of )?(?:additional )?(?:office|warehouse|manufacturing|retail) space\b/i,
      // (not a royalty's "Revenue Participation Right Purchase and Sale Agreement")
      /(?<!\b(?:Right|Rights|Royalty|Participation|Interest)\s)\bpurchase and sale agreement\b/i,
      /\breal (estate|property)\b/i,
      // Properties handed to a lender: "transferred title to eleven senior housing communities … through a deed-in-lieu of foreclosure".
      /\bdeed[\s-]+in[\s-]+lieu\s+of\s+foreclosure\b/i,
      /\bsale-leaseback\b/i,
      /\b(headquarters|office building|facility|land) (located )?(at|in)\b[^.]{0,60}\b(purchase|acqui|sell|sale|lease)/i,
      // "to acquire the 412-room Hotel Marisol Coronado": a property bought or sold.
      // "completed the disposition of three grocery-anchored shopping centers": several, or disposed of.
      /\b(?:to acquire|acquired|to purchase|purchased|to sell|sold|(?:acquisition|purchase|sale|disposition)\s+of|disposed\s+of)\s+(?:the\s+|a\s+)?(?:[\w-]+\s+){0,4}(?:hotels?|resorts?|office (?:buildings?|towers?|campus(?:es)?)|shopping cent(?:er|re)s?|apartment (?:communit(?:y|ies)|complex(?:es)?)|industrial (?:propert(?:y|ies)|parks?)|properties|property)\b/i,
      // Ships and rigs bought or sold: "a potential acquisition by the Company of four product tankers".
      /\b(?:acqui\w+|purchas\w+|sale|sell\w*|sold)\b[^.]{0,60}\b(?:vessels?|tankers?|newbuild\w*|drilling\s+rigs?|dry\s?bulk\s+carriers?|container\s?ships?)\b/i,
      // "completed the acquisition from Lindell Industrial Fund IV of a 640,000-square-foot distribution
      // center", "the purchase of a 210,000 square foot medical office building": a building bought or sold.
      /\b(?:acqui|purchas|sale|sold|sell)\w*\b[^.]{0,100}?\b(?:a|an|the|its)\s+\d[\d,]*(?:\.\d+)?[- ](?:square[- ](?:foot|feet)|sq\.\s?ft\.|acre)\s+(?:[\w-]+\s+){0,3}(?:building|distribution (?:center|centre)|warehouse|facility|plant|campus|parcel|site|headquarters)\b/i,
    ],
  },
  {
    // A contract or grant awarded to the company is news on its own (weight 2: one hit suffices).
    category: 'New Projects/Ventures',
    weight: 2,
    patterns: [
      /\b(awarded|award of) (a |the )?contract\b/i,
      // Public funding for a project: "awarded the Company up to $385 million in direct funding under the CHIPS and Science Act".
      /\bawarded\s+the\s+Company\b[^.]{0,80}\b(?:funding|grant|incentives?)\b|\bCHIPS\s+(?:and\s+Science\s+)?Act\b/i,
      /\b(?:(?:plans?|will|to)\s+(?:build|construct|develop)|commenc\w+\s+construction\s+of)\b[^.]{0,80}\b(?:data cent(?:er|re)s?|plant|factory|facility|campus|terminal|mine)\b/i,
      /\bformation of (?:a|the) (?:new )?joint venture\b|\b(?:form|formed|forming|establish\w*) (?:a|the) (?:new )?joint venture\b/i,
      // Government research awards (Small Business Innovation Research / Technology Transfer).
      /\b(?:SBIR|STTR|Small Business Innovation Research)\b[^.]{0,80}\b(?:contract|grant|award)/i,
      // A project sanctioned: "announced a final investment decision on the Red Mesa Gas Pipeline".
      /\bfinal investment decision\b/i,
      // A project stopped before it is built: "decided not to proceed with the previously announced $650 million expansion".
      /\b(?:decided|determined|elected)\s+not\s+to\s+proceed\s+with\b[^.]{0,80}\b(?:expansion|project|construction|plant|facility|mill)\b/i,
      // A data-centre lease: "a lease … for 300 megawatts of capacity at a new campus".
      /\b\d[\d,.]*\s+(?:megawatts|MW)\s+of\s+(?:critical\s+(?:IT\s+)?)?capacity\b/i,
      /\bawarded (?:a |an )?(?:\$[\d.,]+(?: (?:million|billion))?,? )?(?:[\w/-]+,? ){0,4}(?:contract|grant)\b/i,
      // A customer committing to buy: "an agreement with X under which X will purchase $250 million of the Company's products".
      /\bwill (?:purchase|buy)\b[^.]{0,80}\b(?:of )?(?:the Company['’]s|our|its) (?:products|services|solutions|systems|equipment)\b/i,
      /\b(?:largest|multi-year|multiyear) (?:customer |supply |purchase )?(?:contract|order|agreement)\b/i,
      // A product or service put on the market: "launched the AcmeOne platform".
      /\blaunch(?:es|ed)\b[^.]{0,60}\b(?:platform|product|service|app|application|drug|device|brand|model|store)\b/i,
    ],
  },
  {
    category: 'New Projects/Ventures',
    weight: 1,
    patterns: [
      /\bjoint venture\b/i,
      // Not an at-the-market programme's "equity distribution agreement".
      /\b(collaboration|license|licensing|supply|(?<!equity )distribution|partnership|strategic alliance) agreement\b/i,
      /\b(strategic )?partnership with\b/i,
      /\blaunch(es|ed)? (of )?(a |its )?new\b/i,
      /\bnew (facility|plant|store|product line)\b/i,
    ],
  },
  {
    // An activist holder's settlement with the board: cooperation/standstill agreements, proxy contests.
    category: 'Shareholder Activism',
    weight: 3,
    patterns: [
      /\b(?:cooperation|standstill|nomination|(?<!restructuring |plan )support) agreement\b/i,
      /\bproxy (?:contest|fight)\b/i,
      /\b(?:activist|dissident) (?:investor|shareholder|stockholder)s?\b/i,
      /\bnominat\w+\b[^.]{0,60}\bcandidates?\b[^.]{0,60}\b(?:for election|to the Board)\b[^.]{0,80}\b(?:annual meeting)\b/i,
    ],
  },
  {
    category: 'ESG',
    weight: 1,
    patterns: [/\bsustainability report\b/i, /\b(greenhouse gas|carbon) emissions\b/i, /\bnet[- ]zero\b/i, /\bESG\b/],
  },
  {
    category: 'Geopolitics/Market News',
    weight: 1,
    patterns: [/\btariffs?\b/i, /\bsanctions\b/i, /\b(war|invasion|conflict) in\b/i, /\bgeopolitical\b/i],
  },
  {
    category: 'Corporate Earnings',
    weight: 2,
    patterns: [
      // (not "does not change the Company's previously reported consolidated results": a recast's)
      /(?<!\bpreviously\s)\b(reports?|reported|announces?|announced) (its )?(?:(?:preliminary|unaudited|audited|consolidated|interim|half-year|annual) )*(financial )?results\b/i,
      // (a mine's or an airline's "production results for the second quarter" are operations, not results)
      // (not results "for the fourth quarter remain subject to completion of its closing procedures")
      /(?<!\b(?:production|traffic|drilling|delivery|deliveries)\s)\bresults (of operations )?for the (?:(fiscal )?(first|second|third|fourth|full)?[- ]?(quarter|year)|six months|nine months|first half|half[- ]year)\b(?![^.]{0,60}\b(?:remain\s+subject|are\s+not\s+(?:yet\s+)?(?:final|complete|available)|have\s+not\s+(?:yet\s+)?been))/i,
      /\b(net income|net loss|earnings per (diluted )?share|diluted EPS)\b/i,
    ],
  },
  {
    category: 'Operations Update',
    weight: 1,
    patterns: [
      /\binvestor (presentation|day|conference)\b/i,
      /\bbusiness update\b/i,
      /\boperating (metrics|update|results)\b/i,
    ],
  },
];

/** Sentences that are boilerplate in every 8-K: never evidence for a category. */
const BOILERPLATE =
  /forward-looking|risks and uncertainties|actual results|shall not be deemed ["“]?filed|incorporated by reference|furnished (herewith|pursuant|as exhibit)|pursuant to the requirements of the securities exchange act|safe harbor|exhibit \d+(\.\d+)? (to|hereto)|is (being )?furnished|\/s\/ /i;

/** Where a press release's safe-harbor / "About" sections start. */
const RELEASE_TAIL =
  /\n\s*(forward[- ]looking statements?|cautionary (note|statement)s?|safe harbor|about [A-Z][^\n]{0,60})\s*(\n|:)/i; // eslint-disable-line regexp/no-super-linear-move -- bounded: document text, whose space, tab and blank-line runs tidyLines folds to 1-2 chars (other Unicode spaces it keeps: measured linear end to end, 1 MB)

/** ", furnished as Exhibit 99.1," inside a news sentence: a pointer, not the sentence's news. */
const EXHIBIT_ASIDE =
  /,\s(?:which\sis\s)?(?:furnished|filed|attached)\s(?:herewith\s)?as\sExhibit\s\d{1,2}\.\d{1,2}(?:\sto\sthis\sCurrent\sReport(?:\son\sForm\s8-K)?)?,/gi;

/** Drops boilerplate sentences and cuts a press release at its safe-harbor / "About" sections. */
export function stripBoilerplate(text: string): string {
  const cut = text.search(RELEASE_TAIL);
  return stripBoilerplateLines(cut > 200 ? text.slice(0, cut) : text);
}

/** Where an exhibit note starts inside what the splitter kept as one sentence ("… Merger Sub Inc. A copy of the press release is filed …"). */
const COPY_NOTE =
  /\.\s+(?=(?:A copy|Copies|The (?:full )?text|The press release|The information|This (?:information|Current Report))\b)|,\s+(?=(?:which\s+(?:was|is|are|were)\s+(?:previously\s+)?(?:filed|attached|furnished|included|incorporated)|a\s+copy\s+of\s+which|copies\s+of\s+which|as\s+(?:set\s+forth|described|included|contained)\s+in\s+(?:the|its|an?)\s+(?:[\w-]+\s+){0,3}(?:presentation|press\s+release|release|materials))\b)/;

/** The news before an exhibit note glued to it by an abbreviation ("Inc."), else the sentence. */
function newsBeforeCopyNote(s: string): string {
  const m = COPY_NOTE.exec(s);
  if (!m || !BOILERPLATE.test(s)) return s;
  // "… Inc. A copy …" keeps its full stop; "…, which was previously filed as Exhibit 1.1 …" gets one.
  const head = m[0].startsWith('.') ? s.slice(0, m.index + 1) : `${s.slice(0, m.index)}.`;
  return BOILERPLATE.test(head) ? s : head;
}

/** stripBoilerplate after the cut: line by line, each kept line depending only on itself and the one before. */
export function stripBoilerplateLines(body: string): string {
  // Drop boilerplate sentences, not whole paragraphs: "On May 1, X announced Y. A copy is furnished as Exhibit 99.1." keeps Y.
  return body
    .split('\n')
    .map((line) => (BOILERPLATE.test(line) ? line.replace(EXHIBIT_ASIDE, ',') : line))
    .map((line) =>
      BOILERPLATE.test(line)
        ? splitSentences(line)
            .map(newsBeforeCopyNote)
            .filter((s) => !BOILERPLATE.test(s))
            .join(' ')
        : line,
    )
    .filter((line, i, all) => line || (i > 0 && all[i - 1] !== ''))
    .join('\n');
}

/** A document's text converted on demand (DocumentTextStream's reading surface). */
export interface GrowingText {
  /** The text converted so far: whole lines, the last one non-blank and trimmed; when not done, the rest follows a newline. */
  readonly text: string;
  readonly done: boolean;
  prefix(n: number): string;
}

/**
 * Exactly stripBoilerplate(whole text).slice(0, limit), converting only as much of the document as
 * that needs (a 200 KB press release or a prospectus is mostly past the first 40,000 characters).
 * Why a prefix suffices: the kept lines are decided line by line (each from itself and the one
 * before), so the output for the prefix's lines is a prefix of the whole output; and the cut
 * search over the prefix plus the newline that must follow it finds the whole text's first cut
 * whenever that lies inside the prefix (a cut phrase never spans a newline, and the prefix's last
 * line is not blank, so a match cannot start inside it and end past it).
 */
export function stripBoilerplateHead(doc: GrowingText, limit: number): string {
  // Small first steps: a release's "About X" cut often comes within its first pages, and past it
  // nothing more is read.
  for (let n = 4_096; ; n *= 2) {
    doc.prefix(n);
    if (doc.done) return stripBoilerplate(doc.text).slice(0, limit);
    const text = doc.text;
    const cut = `${text}\n`.search(RELEASE_TAIL);
    if (cut > 200) return stripBoilerplateLines(text.slice(0, cut)).slice(0, limit);
    const head = stripBoilerplateLines(text);
    if (head.length >= limit) return head.slice(0, limit);
  }
}

export interface TextScore {
  category: EventCategory;
  score: number;
  hits: number;
}

/**
 * Math.min(3, (text.match(g) ?? []).length) without scanning past the third match or building the
 * array (a 10-Q says "net income" dozens of times). Empty matches advance as String.match does.
 */
function countUpTo3(g: RegExp, text: string): number {
  if (g.unicode) return Math.min(3, (text.match(g) ?? []).length);
  g.lastIndex = 0;
  let n = 0;
  for (let m = g.exec(text); m; m = g.exec(text)) {
    if (++n === 3) break;
    if (m[0] === '') g.lastIndex++;
  }
  g.lastIndex = 0;
  return n;
}

/** Scores text against the rules (optionally a subset); best first. */
export function scoreText(text: string, only?: ReadonlySet<EventCategory>): TextScore[] {
  const scores: TextScore[] = [];
  for (const rule of TEXT_RULES) {
    if (only && !only.has(rule.category)) continue;
    let hits = 0;
    let score = 0;
    for (const re of rule.patterns) {
      const n = countUpTo3(globalOf(re), text);
      if (n) {
        hits++;
        score += rule.weight * (1 + 0.25 * (n - 1));
      }
    }
    if (score <= 0) continue;
    // A category may have rules of two weights: one score for the category.
    const same = scores.find((x) => x.category === rule.category);
    if (same) {
      same.score += score;
      same.hits += hits;
    } else scores.push({ category: rule.category, score, hits });
  }
  return scores.sort((a, b) => b.score - a.score);
}

/** The patterns of one category (for picking summary sentences). */
export function patternsFor(category: EventCategory): RegExp[] {
  return TEXT_RULES.filter((r) => r.category === category).flatMap((r) => r.patterns);
}

const MONTH_OR_YEAR = String.raw`(?:(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.?\s+(?:\d{1,2},\s+)?)?(?:19|20)\d{2}`;
const BIO_BEFORE = /\b(?:who|whom|which|previously|formerly|originally|has served|have served)\b[^,;]{0,60}$/i;
const BIO_AFTER = new RegExp(String.raw`^[^,;]{0,80}?\b(?:in|since|from)\s+${MONTH_OR_YEAR}\b`, 'i');

/**
 * A reason clause naming a role at another company: "following his appointment as CEO of Union
 * Pacific Corporation,", "… was due to his appointment as Chief Executive Officer of another public
 * company.", "… is resigning because she has been appointed President and Chief Executive Officer of
 * Fairmont Bank, N.A.," (to its comma, or to the sentence's end).
 */
export const OTHER_COMPANY_ROLE =
  /\b(?:(?:following|follows|followed|after|upon|in connection with|due to)\s+(?:his|her|their)\s+(?:appointment|election|hiring|acceptance)|(?:because|as|since)\s+(?:he|she|they)\s+(?:has|have|had|was|were)\s+(?:been\s+)?(?:appointed|named|elected|hired))\b[^,;]{0,160}\bof\s+(?:[A-Z][^,;]{0,80},|(?:another|an?)\s+(?:other\s+)?(?:[\w-]+\s+){0,2}(?:company|corporation|organi[sz]ation|entity|firm|issuer)\b[^,;.]{0,40}(?:,|(?=[.;])|$))/;

/**
 * An appointment in a biography, not the news: "Mr. A, who was appointed Chief Executive Officer
 * in 2015, will not stand for re-election" reports a director leaving, not a CEO appointed.
 */
export function isHistoricalAppointment(s: string, verbIndex: number): boolean {
  const before = s.slice(Math.max(0, verbIndex - 80), verbIndex);
  const after = s.slice(verbIndex);
  return BIO_BEFORE.test(before) || (BIO_AFTER.test(after) && !/^[^,;]{0,80}?\beffective\b/i.test(after));
}

/** A merger sub merging into the filer: "Merger Sub will merge with and into the Company". */
export const SUB_INTO_COMPANY =
  /\b(?:Merger\s+Sub|Sub|Purchaser|Acquisition\s+(?:Corp|Corporation|Inc|LLC|Co)\.?)\s+(?:will|shall|would)\s+(?:be\s+)?merge[ds]?\s+with\s+and\s+into\s+(?:the\s+Company|the\s+Registrant)\b/i;
