// The look shared by the printed receipt and the yearly statement (after the documents' base style).

export const RECEIPT_STYLE = `
body { background: #fff; }
.sheet { max-width: 180mm; margin: 0 auto; padding: 8mm 0; }
.masthead { display: flex; justify-content: space-between; align-items: flex-start; gap: 12mm;
  border-bottom: 2px solid #0f766e; padding-bottom: 4mm; margin-bottom: 6mm; }
.org { font-weight: 700; font-size: 13pt; color: #0f766e; }
.org-contact { font-size: 9pt; color: #6b7280; }
.title { font-size: 18pt; font-weight: 800; }
.number { font-size: 11pt; }
.ltr { direction: ltr; unicode-bidi: isolate; display: inline-block; }
.facts th { width: 38%; color: #4b5563; font-weight: 500; }
.facts td { font-weight: 600; }
.words { display: block; font-weight: 400; font-size: 9.5pt; color: #4b5563; }
.verify { display: flex; align-items: center; gap: 6mm; margin-top: 8mm; padding: 4mm;
  border: 1px dashed #9ca3af; border-radius: 3mm; }
.verify svg { width: 30mm; height: 30mm; flex: none; }
.code { font-size: 14pt; font-weight: 800; letter-spacing: 0.08em; }
.url { font-size: 8.5pt; color: #4b5563; word-break: break-all; }
.thanks { margin-top: 8mm; text-align: center; color: #0f766e; font-weight: 600; }
.total td, .total th { font-weight: 800; border-top: 2px solid #0f766e; }
.empty { color: #6b7280; }
`;
