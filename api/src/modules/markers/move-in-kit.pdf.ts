import sharp from 'sharp';
import type { AgreementType, ConditionAnswerValue, OwnChecklist, OwnRent } from 'shared/contract';
import { addDays } from '../conditions/days';
import { sniffImage } from '../photos/image-sniff';
import {
  addressLines,
  answeredItems,
  dayText,
  monthText,
  timeText,
  type KitPhoto,
  type MoveInKit,
} from './move-in-kit';

type Doc = PDFKit.PDFDocument;
type OwnAnswer = OwnChecklist['answers'][number];

/** A4 in points, with 2 cm margins and room under the text for the footer. */
const PAGE = { size: 'A4', margin: 56, footer: 40 } as const;
const FONT = { regular: 'Helvetica', bold: 'Helvetica-Bold' } as const;
const INK = '#111111';
const MUTED = '#555555';
/** The tallest a photo is drawn: two fit on a page with their captions. */
const PHOTO_MAX_HEIGHT = 330;

const ANSWER_WORDS = {
  met: 'Met',
  'not-met': 'Not met',
  'not-sure': 'Not sure',
} satisfies Record<ConditionAnswerValue, string>;

const AGREEMENT_WORDS = {
  'fixed-term': 'Fixed term',
  periodic: 'Periodic (no end date)',
  other: 'Other',
} satisfies Record<AgreementType, string>;

/** Characters past Latin-1 that the standard fonts' WinAnsi encoding still has. */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/**
 * Text the standard fonts can draw. They encode WinAnsi only, and pdfkit writes any other
 * character as bytes that show as something else; an accent it lacks is dropped for the
 * letter under it (ł stays ?, ā becomes a), anything else becomes "?". record.json keeps the
 * words exactly.
 */
export function pdfText(text: string): string {
  return [...text.normalize('NFC')]
    .map((char) => {
      if (drawable(char)) return char;
      const base = char.normalize('NFD').replace(/\p{M}/gu, '');
      return base !== '' && [...base].every(drawable) ? base : '?';
    })
    .join('');
}

function drawable(char: string): boolean {
  const code = char.codePointAt(0)!;
  return (
    char === '\n' ||
    (code >= 0x20 && code <= 0x7e) ||
    (code >= 0xa0 && code <= 0xff) ||
    WIN_ANSI_EXTRA.has(char)
  );
}

const days = (count: number) => `${count} ${count === 1 ? 'day' : 'days'}`;
const dollars = (amount: number) => `$${String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;

/** What happened after a not-met answer: when the agent was told, fixed or still not. */
export function followUpText(answer: OwnAnswer): string[] {
  if (answer.answer !== 'not-met') return [];
  const lines = [
    answer.toldOn
      ? `Agent or landlord told on ${dayText(answer.toldOn)}.`
      : 'No day given for telling the agent or landlord.',
  ];
  if (answer.fixedAfterDays !== null) {
    lines.push(
      answer.toldOn
        ? `Fixed on ${dayText(addDays(answer.toldOn, answer.fixedAfterDays))}, ${days(answer.fixedAfterDays)} after being told.`
        : `Fixed after ${days(answer.fixedAfterDays)}.`,
    );
  } else if (answer.notFixedOn) {
    const after =
      answer.notFixedAfterDays === null
        ? ''
        : `, ${days(answer.notFixedAfterDays)} after being told`;
    lines.push(`Still not fixed on ${dayText(answer.notFixedOn)}${after}.`);
  } else {
    lines.push('No repair recorded yet.');
  }
  return lines;
}

/** The layout's few moves: headings that keep with what follows, rows, blocks kept whole. */
class Layout {
  readonly left: number;
  readonly width: number;

  constructor(readonly doc: Doc) {
    this.left = doc.page.margins.left;
    this.width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  }

  private get bottom() {
    return this.doc.page.height - this.doc.page.margins.bottom;
  }

  /** A new page unless `height` more points fit on this one. */
  keep(height: number): void {
    if (this.doc.y + height > this.bottom) this.doc.addPage();
  }

  text(words: string, options: { bold?: boolean; size?: number; muted?: boolean } = {}): void {
    this.doc
      .font(options.bold ? FONT.bold : FONT.regular)
      .fontSize(options.size ?? 10.5)
      .fillColor(options.muted ? MUTED : INK)
      .text(pdfText(words), this.left, this.doc.y, { width: this.width, lineGap: 1.5 });
  }

  heading(words: string): void {
    this.keep(70);
    this.doc.moveDown(0.8);
    this.text(words, { bold: true, size: 14 });
    const y = this.doc.y + 2;
    this.doc
      .moveTo(this.left, y)
      .lineTo(this.left + this.width, y)
      .lineWidth(0.5)
      .strokeColor('#999999')
      .stroke();
    this.doc.y = y + 6;
  }

  /** A label and its value side by side; the value wraps in its own column. */
  row(label: string, value: string): void {
    const labelWidth = 150;
    const options = { width: this.width - labelWidth, lineGap: 1.5 };
    this.doc.font(FONT.regular).fontSize(10.5);
    this.keep(this.doc.heightOfString(pdfText(value), options) + 4);
    const y = this.doc.y;
    this.doc.fillColor(MUTED).text(pdfText(label), this.left, y, { width: labelWidth - 8 });
    const belowLabel = this.doc.y;
    this.doc.fillColor(INK).text(pdfText(value), this.left + labelWidth, y, options);
    this.doc.y = Math.max(this.doc.y, belowLabel) + 3;
  }
}

function titleBlock(layout: Layout, kit: MoveInKit): void {
  const [street, place] = addressLines(kit.comment);
  layout.text('Condition record', { bold: true, size: 22 });
  layout.doc.moveDown(0.4);
  layout.text(street, { bold: true, size: 13 });
  if (place) layout.text(place, { size: 12 });
  layout.doc.moveDown(0.6);
  layout.row('Recorded', timeText(kit.comment.createdDate));
  layout.row('Last changed', timeText(kit.comment.modifiedDate));
  layout.row('Made', `${timeText(kit.madeAt)}, from the tenant's own record on RentMap`);
}

function answerBlock(
  layout: Layout,
  answer: OwnAnswer,
  item: { label: string; citation: string } | undefined,
  photoNumbers: Map<string, number>,
): void {
  const { doc } = layout;
  const label = item?.label ?? answer.item;
  const wordWidth = 70;
  const notes = followUpText(answer);
  const photo = answer.photo === null ? undefined : photoNumbers.get(answer.photo);
  if (photo !== undefined) notes.push(`Photo ${photo} shows it.`);
  doc.font(FONT.bold).fontSize(11);
  const labelOptions = { width: layout.width - wordWidth, lineGap: 1.5 };
  layout.keep(doc.heightOfString(pdfText(label), labelOptions) + 14 * (notes.length + 1) + 8);
  const y = doc.y;
  doc.fillColor(INK).text(pdfText(label), layout.left, y, labelOptions);
  const below = doc.y;
  doc.text(ANSWER_WORDS[answer.answer], layout.left + layout.width - wordWidth, y, {
    width: wordWidth,
    align: 'right',
  });
  doc.y = Math.max(below, doc.y);
  if (item?.citation) layout.text(item.citation, { size: 9, muted: true });
  for (const note of notes) layout.text(note, { size: 10.5 });
  doc.moveDown(0.6);
}

function checklistSection(layout: Layout, kit: MoveInKit, photoNumbers: Map<string, number>) {
  const checklist = kit.comment.checklist;
  layout.heading('Condition checklist');
  if (!checklist) {
    layout.text('No checklist was recorded with this comment.');
    return;
  }
  const { list } = kit;
  if (list) {
    layout.text(list.title, { bold: true });
    layout.row('State or territory', list.state ?? 'None: the general checklist');
    layout.row('In force from', dayText(list.inForceFrom));
  } else {
    layout.row('List', checklist.list);
  }
  layout.doc.moveDown(0.5);
  const items = new Map(
    answeredItems(kit.comment, list).map((item) => [
      item.id,
      { label: item.label, citation: item.source.citation },
    ]),
  );
  if (checklist.answers.length === 0) layout.text('No item was answered.');
  for (const answer of checklist.answers) {
    answerBlock(layout, answer, items.get(answer.item), photoNumbers);
  }

  layout.heading('Winter measurements');
  const label = (name: string, fallback: string) =>
    list?.measurements.find((measurement) => measurement.name === name)?.label ?? fallback;
  layout.row(
    label('coldestRoomCelsius', 'Coldest room in winter'),
    checklist.coldestRoomCelsius === null ? 'Not measured' : `${checklist.coldestRoomCelsius} °C`,
  );
  layout.row(
    label('indoorHumidityPercent', 'Humidity indoors in winter'),
    checklist.indoorHumidityPercent === null
      ? 'Not measured'
      : `${checklist.indoorHumidityPercent} %`,
  );
}

function increaseText(increase: OwnRent['increases'][number]): string {
  const notice =
    increase.noticeDays === null ? 'notice not given' : `${days(increase.noticeDays)}' notice`;
  const writing =
    increase.inWriting === null
      ? 'in writing: not given'
      : increase.inWriting
        ? 'in writing'
        : 'not in writing';
  return `New rent ${dollars(increase.newRent.from)} a week; ${notice}; ${writing}`;
}

function rentSection(layout: Layout, rent: OwnRent | undefined): void {
  layout.heading('Rent');
  if (!rent) {
    layout.text('No rent record was given with this comment.');
    return;
  }
  layout.row('Weekly rent when moved in', `${dollars(rent.weeklyRent.from)} a week`);
  layout.row('Moved in', monthText(rent.movedIn));
  layout.row('Moved out', rent.movedOut ? monthText(rent.movedOut) : 'Not given');
  layout.row('Bond', rent.bond === null ? 'Not given' : dollars(rent.bond));
  layout.row('Agreement', rent.agreement ? AGREEMENT_WORDS[rent.agreement] : 'Not given');
  if (rent.increases.length === 0) {
    layout.row('Increases', 'None recorded');
    return;
  }
  layout.doc.moveDown(0.4);
  layout.text('Increases', { bold: true });
  for (const increase of rent.increases) layout.row(dayText(increase.on), increaseText(increase));
}

/**
 * The photo's bytes as pdfkit embeds them: JPEG and PNG as stored, anything else as a JPEG
 * made by sharp; null when neither works (the PDF says so, the file is still in photos/).
 */
async function embeddable(body: Buffer): Promise<Buffer | null> {
  const kind = sniffImage(body);
  if (kind === 'jpeg' || kind === 'png') return body;
  try {
    return await sharp(body).rotate().jpeg({ quality: 90 }).toBuffer();
  } catch {
    return null;
  }
}

/** A photo's size on the page: at most the text's width and PHOTO_MAX_HEIGHT, never enlarged. */
function drawnSize(layout: Layout, { record }: KitPhoto): { width: number; height: number } {
  const scale = Math.min(
    1,
    layout.width / Math.max(record.width, 1),
    PHOTO_MAX_HEIGHT / Math.max(record.height, 1),
  );
  return { width: record.width * scale, height: record.height * scale };
}

/** A photo with its captions, kept on one page. */
const blockHeight = (layout: Layout, photo: KitPhoto) =>
  18 * (2 + photo.record.shows.length) + drawnSize(layout, photo).height + 12;

async function photoBlock(layout: Layout, photo: KitPhoto, labels: Map<string, string>) {
  const { doc } = layout;
  const { record } = photo;
  const image = photo.body && (await embeddable(photo.body));
  const { width, height } = drawnSize(layout, photo);
  const shows = record.shows.map((item) => labels.get(item) ?? item);
  layout.keep(blockHeight(layout, photo));
  layout.text(`Photo ${photo.number}`, { bold: true, size: 11 });
  layout.text(
    `Uploaded ${timeText(record.uploadedAt)}${record.file ? `; in this kit as ${record.file}` : ''}`,
    { size: 9.5, muted: true },
  );
  for (const label of shows) layout.text(`Shows: ${label}`, { size: 10.5 });
  doc.moveDown(0.3);
  let drawn = false;
  if (image) {
    try {
      doc.image(image, layout.left, doc.y, { width, height });
      doc.y += height;
      drawn = true;
    } catch {
      drawn = false;
    }
  }
  if (!drawn) layout.text('This photo could not be shown here.', { muted: true });
  doc.moveDown(1);
}

async function photosSection(layout: Layout, kit: MoveInKit): Promise<void> {
  // The heading goes to the page of the first photo, never alone at the foot of the one before.
  const first = kit.photos[0];
  if (first) layout.keep(blockHeight(layout, first) + 50);
  layout.heading('Photos');
  if (kit.photos.length === 0) {
    layout.text('No photos were added to this comment.');
    return;
  }
  const labels = new Map(answeredItems(kit.comment, kit.list).map((item) => [item.id, item.label]));
  // What each photo shows: the item and how it was answered ("No significant dampness: not met").
  const shown = new Map(
    (kit.comment.checklist?.answers ?? []).map((answer) => [
      answer.item,
      `${labels.get(answer.item) ?? answer.item}: ${ANSWER_WORDS[answer.answer].toLowerCase()}`,
    ]),
  );
  for (const photo of kit.photos) await photoBlock(layout, photo, shown);
}

/** The generation day and page count at the foot of every page. */
function footers(doc: Doc, kit: MoveInKit): void {
  const range = doc.bufferedPageRange();
  const [address] = addressLines(kit.comment);
  // One line: a footer never wraps onto the page's edge.
  const street = address.length > 60 ? `${address.slice(0, 59)}…` : address;
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    const { margins } = doc.page;
    const bottom = margins.bottom;
    // Below the bottom margin pdfkit would start a new page for the text: lift it for the footer.
    margins.bottom = 0;
    doc
      .font(FONT.regular)
      .fontSize(8.5)
      .fillColor(MUTED)
      .text(
        pdfText(
          `Condition record, ${street}. Made ${dayText(kit.madeAt.toISOString())} by RentMap. ` +
            `Page ${index - range.start + 1} of ${range.count}`,
        ),
        margins.left,
        doc.page.height - bottom + 16,
        { width: doc.page.width - margins.left - margins.right, align: 'center', lineBreak: false },
      );
    margins.bottom = bottom;
  }
}

/**
 * condition-report.pdf: the record laid out on A4 in the standard PDF fonts for a person or
 * a tribunal to read. pdfkit loads on the first kit (it is a third of a second to load, and
 * no other route needs it).
 */
export async function conditionReport(kit: MoveInKit): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const [street] = addressLines(kit.comment);
  const doc = new PDFDocument({
    size: PAGE.size,
    margins: {
      top: PAGE.margin,
      left: PAGE.margin,
      right: PAGE.margin,
      bottom: PAGE.margin + PAGE.footer,
    },
    bufferPages: true,
    info: {
      Title: 'Condition record',
      Subject: pdfText(street),
      Creator: 'RentMap',
      CreationDate: kit.madeAt,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });

  const photoNumbers = new Map(kit.photos.map((photo) => [photo.record.name, photo.number]));
  const layout = new Layout(doc);
  titleBlock(layout, kit);
  checklistSection(layout, kit, photoNumbers);
  rentSection(layout, kit.comment.rent);
  await photosSection(layout, kit);
  footers(doc, kit);
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}
