import {
  MOVE_IN_KIT,
  type AccountExport,
  type ConditionItem,
  type ConditionList,
  type MoveInKitRecord,
} from 'shared/contract';

// What a move-in kit holds and how its parts are named and worded: the rules, apart from the
// reads that gather it (move-in-kit.service.ts) and the PDF that lays it out (move-in-kit.pdf.ts).

export type KitComment = AccountExport['comments'][number];
export type KitPhotoRecord = MoveInKitRecord['photos'][number];

export interface KitPhoto {
  /** Its place among the comment's photos, from 1: the PDF and the file name say it. */
  number: number;
  record: KitPhotoRecord;
  /** The bytes as stored; null when the file could not be read. */
  body: Buffer | null;
}

export interface MoveInKit {
  madeAt: Date;
  /** As its author's export lists it: exact address and unit, own checklist, exact rent. */
  comment: KitComment;
  /** The list its checklist was answered against; null without a checklist. */
  list: ConditionList | null;
  photos: KitPhoto[];
}

const day = (at: Date | string) => new Date(at).toISOString().slice(0, 10);

/** The archive's name for a kit made at `now`: rentmap-move-in-kit-2026-12-06.zip. */
export function moveInKitFileName(now: Date): string {
  return `${MOVE_IN_KIT.fileNamePrefix}-${day(now)}.zip`;
}

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/avif': 'avif',
  'image/heic': 'heic',
};

/**
 * Where a photo sits in the archive: its number and the day (UTC) it was uploaded, which
 * says more to a tribunal than the stored name does. The number keeps two of one day apart.
 */
export function kitPhotoFile(number: number, uploadedAt: string, contentType: string): string {
  const extension = EXTENSIONS[contentType] ?? 'bin';
  return `${MOVE_IN_KIT.photosFolder}${number}-${day(uploadedAt)}.${extension}`;
}

/** The items of the list a checklist's answers name, in the checklist's order. */
export function answeredItems(comment: KitComment, list: ConditionList | null): ConditionItem[] {
  if (!list || !comment.checklist) return [];
  const byId = new Map(list.items.map((item) => [item.id, item]));
  return comment.checklist.answers.flatMap((answer) => byId.get(answer.item) ?? []);
}

/** record.json: the comment as the export lists it, the list's words, the photos' files. */
export function moveInKitRecord(kit: MoveInKit): MoveInKitRecord {
  return {
    formatVersion: MOVE_IN_KIT.formatVersion,
    madeAt: kit.madeAt.toISOString(),
    comment: kit.comment,
    conditionList: kit.list && {
      id: kit.list.id,
      title: kit.list.title,
      state: kit.list.state,
      inForceFrom: kit.list.inForceFrom,
      items: answeredItems(kit.comment, kit.list).map((item) => ({
        id: item.id,
        label: item.label,
        citation: item.source.citation,
        url: item.source.url,
      })),
    },
    photos: kit.photos.map((photo) => photo.record),
  };
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** '2025-06-14' as '14 June 2025': no reader has to guess which number is the month. */
export function dayText(date: string): string {
  const [year, month, dayOfMonth] = date.slice(0, 10).split('-').map(Number) as [
    number,
    number,
    number,
  ];
  return `${dayOfMonth} ${MONTHS[month - 1]} ${year}`;
}

/** '2023-02' as 'February 2023'. */
export function monthText(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return `${MONTHS[number - 1]} ${year}`;
}

/** A timestamp as '5 December 2026, 10:14 UTC': the record keeps times in UTC. */
export function timeText(at: Date | string): string {
  const iso = new Date(at).toISOString();
  return `${dayText(iso)}, ${iso.slice(11, 16)} UTC`;
}

/** The address as its author gave it: unit and street, then suburb, state and postcode. */
export function addressLines(comment: KitComment): [string, string] {
  const unit = comment.unitNumber.trim();
  const street = comment.fullAddress.trim();
  const first = unit ? `Unit ${unit}, ${street}` : street;
  const second = [comment.city, comment.region, comment.postcode]
    .map((part) => part.trim())
    .filter((part, index, parts) => part !== '' && parts.indexOf(part) === index)
    .join(', ');
  return [first, second];
}

/** README.txt: what each file is, and when the kit was made. */
export function moveInKitReadme(kit: MoveInKit): string {
  const [street, place] = addressLines(kit.comment);
  return `RentMap: your move-in kit
=========================

Made ${timeText(kit.madeAt)} from your record of
  ${street}
  ${place}

${MOVE_IN_KIT.reportFile}
  Your condition record as a document to print, or to attach to a condition report or
  a tribunal application: the checklist you answered, each item with the law it comes
  from, the day you told the agent or landlord and whether it was fixed, your winter
  measurements, your rent and each increase, and your photos with the day each was
  uploaded. A4, in the standard PDF fonts: a character they lack shows as "?", and
  ${MOVE_IN_KIT.recordFile} has your words exactly.

${MOVE_IN_KIT.photosFolder}
  Your photos as RentMap stores them (re-encoded, without the location and camera data
  the original files had), named by their number in your comment and the day they were
  uploaded: 1-2026-12-05.jpg is photo 1, uploaded on 5 December 2026.

${MOVE_IN_KIT.recordFile}
  The same record as data (format version ${MOVE_IN_KIT.formatVersion}): "comment" as your account
  export lists it (address and unit as you gave them, dates, checklist with the exact
  days, rent to the dollar), "conditionList" (the list's title, state, the day it came
  into force, and the label and source of each item you answered) and "photos" (each
  file, when it was uploaded, and the items it shows).

${MOVE_IN_KIT.readmeFile}
  This file.

Dates and times are in UTC. This kit holds your record exactly as you gave it, with what
others on RentMap see only in part (the address and unit of a comment shown by its
building, the days you told the agent or landlord, your exact rent). Only you can
download it: keep it as you would any personal document.
`;
}
