import { randomUUID } from 'node:crypto';
import { inflateSync } from 'node:zlib';
import { strFromU8, unzipSync } from 'fflate';
import { Value } from 'typebox/value';
import {
  MOVE_IN_KIT,
  MoveInKitRecordSchema,
  type ConditionList,
  type MoveInKitRecord,
  type SavedMarkerComment,
} from 'shared/contract';
import { conditionReport, pdfText } from '../src/modules/markers/move-in-kit.pdf';
import type { MoveInKit } from '../src/modules/markers/move-in-kit';
import { makeJpeg, makePhotoJpeg, makeWebp } from './fixtures/images';
import { bearer, bearerOf, useSignedInPair, type SignedInUser } from './helpers/auth';
import { saveComment } from './helpers/comments';
import { photoForm } from './helpers/multipart';
import { uploadPhoto, type UploadedPhoto } from './helpers/photos';
import { expectFailure, expectSignInRequired } from './helpers/responses';
import { useTestApp, type TestApp } from './helpers/test-app';

const kitUrl = (id: string) => `/api/marker/marker-comments/${id}/move-in-kit`;
const today = () => new Date().toISOString().slice(0, 10);

/** 40 Enmore Road, Newtown (NSW): unit 2, written by a tenant who still lives there. */
const enmore = (extra: Record<string, unknown>) => ({
  coordinates: { lat: -33.8993, lon: 151.1745 },
  fullAddress: '40 Enmore Road, Newtown',
  unitNumber: '2',
  region: 'New South Wales',
  city: 'Newtown',
  postcode: '2042',
  country: 'Australia',
  ...extra,
});

const RENT = {
  weeklyRent: 455,
  movedIn: '2023-02',
  bond: 1820,
  agreement: 'periodic',
  increases: [
    { on: '2024-03-01', newRent: 480, noticeDays: 60, inWriting: true },
    { on: '2024-11-15', newRent: 510, noticeDays: 45, inWriting: false },
  ],
};

/**
 * The text a PDF draws, page by page: each content stream inflated (pdfkit deflates them),
 * each TJ array's strings joined, lines apart by spaces. Standard fonts encode WinAnsi.
 */
function pdfPages(pdf: Buffer): string[] {
  const source = pdf.toString('latin1');
  const winAnsi = new TextDecoder('windows-1252');
  const streams = new Map<string, Buffer>();
  const objects = /(\d+) 0 obj\s*<<((?:(?!endobj)[\s\S])*?)>>\s*stream\r?\n/g;
  for (let match = objects.exec(source); match; match = objects.exec(source)) {
    const length = Number(/\/Length (\d+)/.exec(match[2]!)![1]);
    const start = match.index + match[0].length;
    const raw = pdf.subarray(start, start + length);
    streams.set(match[1]!, match[2]!.includes('/FlateDecode') ? inflateSync(raw) : raw);
  }
  const pages = [...source.matchAll(/\/Type \/Page\b[\s\S]*?\/Contents (\d+) 0 R/g)];
  return pages.map(([, contents]) => {
    const text = streams.get(contents!)!.toString('latin1');
    return [...text.matchAll(/\[([^\]]*)\]\s*TJ/g)]
      .map(([, parts]) =>
        [...parts!.matchAll(/<([0-9a-fA-F]*)>/g)]
          .map(([, hex]) => winAnsi.decode(Buffer.from(hex!, 'hex')))
          .join(''),
      )
      .join(' ');
  });
}

async function storedBytes(t: Pick<TestApp, 'app'>, name: string): Promise<Buffer> {
  const stored = await t.app.storage.get(name);
  const chunks: Buffer[] = [];
  for await (const chunk of stored!.body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

describe('GET /api/marker/marker-comments/{id}/move-in-kit', () => {
  const t = useTestApp();
  const users = useSignedInPair(t);
  let photos: UploadedPhoto[];
  let saved: SavedMarkerComment;
  let nsw: ConditionList;
  const toldOfVentilation = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);

  const download = (user: Pick<SignedInUser, 'accessToken'> | null, id: string) =>
    t.app.inject({ method: 'GET', url: kitUrl(id), headers: bearerOf(user) });
  const unzip = async (id: string) => {
    const response = await download(users.alice, id);
    expect(response.statusCode).toBe(200);
    return unzipSync(new Uint8Array(response.rawPayload));
  };
  const labelOf = (item: string) => nsw.items.find((each) => each.id === item)!.label;

  beforeAll(async () => {
    photos = [
      await uploadPhoto(t, users.alice, photoForm(await makePhotoJpeg(320, 240))),
      await uploadPhoto(t, users.alice, photoForm(await makeJpeg(48, 64))),
    ];
    // Still living there: published when they move out, and coarse till then.
    saved = await saveComment(
      t,
      users.alice,
      enmore({
        livesHere: true,
        photoUrls: photos.map((photo) => photo.name),
        checklist: {
          answers: [
            {
              item: 'nsw.damp',
              answer: 'not-met',
              photo: photos[0]!.name,
              toldOn: '2025-06-14',
              fixedAfterDays: 40,
            },
            { item: 'nsw.water', answer: 'met' },
            { item: 'nsw.ventilation', answer: 'not-met', toldOn: toldOfVentilation },
            { item: 'nsw.lighting', answer: 'not-sure' },
          ],
          coldestRoomCelsius: 12.5,
          indoorHumidityPercent: 78,
        },
        rent: RENT,
      }),
    );
    const stillNotFixed = await t.app.inject({
      method: 'PUT',
      url: `/api/marker/marker-comments/${saved.id}/repairs/nsw.ventilation`,
      headers: bearer(users.alice.accessToken),
      payload: { fixed: false },
    });
    expect(stillNotFixed.statusCode).toBe(200);
    const list = await t.app.inject({ url: '/api/condition-lists?state=NSW' });
    nsw = list.json().data as ConditionList;
  });

  it('answers a ZIP attachment named by the day, not kept by any cache', async () => {
    const response = await download(users.alice, saved.id);

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="rentmap-move-in-kit-${today()}.zip"`,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    const files = unzipSync(new Uint8Array(response.rawPayload));
    expect(Object.keys(files).sort()).toEqual(
      [
        MOVE_IN_KIT.readmeFile,
        MOVE_IN_KIT.reportFile,
        MOVE_IN_KIT.recordFile,
        `photos/1-${today()}.jpg`,
        `photos/2-${today()}.jpg`,
      ].sort(),
    );
    const readme = strFromU8(files[MOVE_IN_KIT.readmeFile]!);
    for (const file of [MOVE_IN_KIT.reportFile, MOVE_IN_KIT.recordFile, 'photos/']) {
      expect(readme).toContain(file);
    }
    expect(readme).toContain('40 Enmore Road, Newtown');
    expect(readme).toMatch(/Made \d{1,2} \w+ \d{4}, \d{2}:\d{2} UTC/);
  });

  it('holds every photo byte for byte as stored, named by its place and upload day', async () => {
    const files = await unzip(saved.id);
    const rows = await t.db
      .selectFrom('photos')
      .select(['name', 'created_at'])
      .where('marker_comment_id', '=', saved.id)
      .execute();
    expect(rows).toHaveLength(2);
    for (const [index, photo] of photos.entries()) {
      const row = rows.find((each) => each.name === photo.name)!;
      const day = new Date(row.created_at).toISOString().slice(0, 10);
      const file = files[`photos/${index + 1}-${day}.jpg`];
      expect(file).toBeDefined();
      expect(Buffer.from(file!).equals(await storedBytes(t, photo.name))).toBe(true);
    }
  });

  it('keeps the exact record in record.json: address and unit, dates, checklist, rent', async () => {
    const files = await unzip(saved.id);
    const record = JSON.parse(strFromU8(files[MOVE_IN_KIT.recordFile]!)) as MoveInKitRecord;

    expect([...Value.Errors(MoveInKitRecordSchema, record)]).toEqual([]);
    expect(Date.now() - Date.parse(record.madeAt)).toBeLessThan(60_000);
    // The public row is coarse (no unit, the month for its date); the kit is exact.
    const publicRow = await t.db
      .selectFrom('marker_comments')
      .select(['unit_number', 'created_at', 'status'])
      .where('id', '=', saved.id)
      .executeTakeFirstOrThrow();
    expect(publicRow.unit_number).toBe('');
    expect(publicRow.status).toBe('scheduled');
    expect(record.comment).toMatchObject({
      id: saved.id,
      fullAddress: '40 Enmore Road, Newtown',
      unitNumber: '2',
      postcode: '2042',
      coarse: true,
      createdDate: saved.createdDate,
      modifiedDate: saved.modifiedDate,
      photos: photos.map((photo) => photo.name),
    });
    expect(record.comment.createdDate).not.toBe(new Date(publicRow.created_at).toISOString());
    // Answers come in the list's order.
    expect(record.comment.checklist).toEqual({
      list: 'nsw-2020-03',
      coldestRoomCelsius: 12.5,
      indoorHumidityPercent: 78,
      answers: [
        expect.objectContaining({
          item: 'nsw.damp',
          answer: 'not-met',
          photo: photos[0]!.name,
          toldOn: '2025-06-14',
          fixedAfterDays: 40,
          notFixedOn: null,
        }),
        expect.objectContaining({ item: 'nsw.lighting', answer: 'not-sure' }),
        expect.objectContaining({
          item: 'nsw.ventilation',
          toldOn: toldOfVentilation,
          fixedAfterDays: null,
          notFixedOn: today(),
          notFixedAfterDays: 30,
        }),
        expect.objectContaining({ item: 'nsw.water', answer: 'met', toldOn: null }),
      ],
    });
    expect(record.comment.rent).toMatchObject({
      exact: true,
      weeklyRent: { from: 455, to: 455 },
      movedIn: '2023-02',
      bond: 1820,
      agreement: 'periodic',
      increases: [
        { on: '2024-03-01', newRent: { from: 480, to: 480 }, noticeDays: 60, inWriting: true },
        { on: '2024-11-15', newRent: { from: 510, to: 510 }, noticeDays: 45, inWriting: false },
      ],
    });
    expect(record.conditionList).toEqual({
      id: 'nsw-2020-03',
      title: nsw.title,
      state: 'NSW',
      inForceFrom: '2020-03-23',
      items: ['nsw.damp', 'nsw.lighting', 'nsw.ventilation', 'nsw.water'].map((id) => {
        const item = nsw.items.find((each) => each.id === id)!;
        return { id, label: item.label, citation: item.source.citation, url: item.source.url };
      }),
    });
    expect(record.photos).toEqual([
      expect.objectContaining({
        name: photos[0]!.name,
        file: `photos/1-${today()}.jpg`,
        contentType: 'image/jpeg',
        shows: ['nsw.damp'],
      }),
      expect.objectContaining({
        name: photos[1]!.name,
        file: `photos/2-${today()}.jpg`,
        shows: [],
      }),
    ]);
  });

  it('lays the record out in an A4 PDF: address, list, answers, measurements, rent, photos', async () => {
    const pdf = Buffer.from((await unzip(saved.id))[MOVE_IN_KIT.reportFile]!);

    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const source = pdf.toString('latin1');
    const boxes = [...source.matchAll(/\/MediaBox \[([^\]]*)\]/g)].map(([, box]) => box!.trim());
    expect(boxes.length).toBeGreaterThan(0);
    expect(new Set(boxes)).toEqual(new Set(['0 0 595.28 841.89']));
    // Both photos are in it as images.
    expect(source.match(/\/Subtype \/Image/g)).toHaveLength(2);

    const pages = pdfPages(pdf);
    expect(pages).toHaveLength(boxes.length);
    const text = pages.join(' ');
    const damp = nsw.items.find((item) => item.id === 'nsw.damp')!;
    for (const words of [
      'Condition record',
      'Unit 2, 40 Enmore Road, Newtown',
      'Newtown, New South Wales, 2042',
      nsw.title,
      'In force from',
      '23 March 2020',
      labelOf('nsw.damp'),
      labelOf('nsw.water'),
      labelOf('nsw.ventilation'),
      labelOf('nsw.lighting'),
      damp.source.citation,
      'Not met',
      'Not sure',
      'Agent or landlord told on 14 June 2025.',
      'Fixed on 24 July 2025, 40 days after being told.',
      'Still not fixed on',
      '30 days after being told.',
      'Photo 1 shows it.',
      '12.5 °C',
      '78 %',
      '$455 a week',
      'February 2023',
      '$1,820',
      'Periodic (no end date)',
      '1 March 2024',
      "New rent $480 a week; 60 days' notice; in writing",
      "New rent $510 a week; 45 days' notice; not in writing",
      'Photo 2',
      `Shows: ${labelOf('nsw.damp')}: not met`,
      `in this kit as photos/1-${today()}.jpg`,
    ]) {
      expect(text).toContain(words);
    }
    pages.forEach((page, index) =>
      expect(page).toContain(`by RentMap. Page ${index + 1} of ${pages.length}`),
    );
  });

  it('is the author’s only: 403 to anyone else, 404 for no comment, 401 signed out, 400 for a bad id', async () => {
    expectFailure(await download(users.bob, saved.id), 403, 'FORBIDDEN');
    expectFailure(await download(users.alice, randomUUID()), 404, 'NOT_FOUND');
    expectSignInRequired(await download(null, saved.id));
    expectFailure(await download(users.alice, 'not-a-uuid'), 400, 'VALIDATION_ERROR');
  });

  it('says what a bare comment lacks, and lists a photo whose file is gone with no file', async () => {
    const photo = await uploadPhoto(t, users.bob);
    const bare = await saveComment(t, users.bob, { photoUrls: [photo.name] });
    await t.app.storage.delete(photo.name);

    const response = await download(users.bob, bare.id);

    expect(response.statusCode).toBe(200);
    const files = unzipSync(new Uint8Array(response.rawPayload));
    expect(Object.keys(files).sort()).toEqual(
      [MOVE_IN_KIT.readmeFile, MOVE_IN_KIT.reportFile, MOVE_IN_KIT.recordFile].sort(),
    );
    const record = JSON.parse(strFromU8(files[MOVE_IN_KIT.recordFile]!)) as MoveInKitRecord;
    expect(record.conditionList).toBeNull();
    expect(record.comment.checklist).toBeUndefined();
    expect(record.photos).toEqual([expect.objectContaining({ name: photo.name, file: null })]);
    const text = pdfPages(Buffer.from(files[MOVE_IN_KIT.reportFile]!)).join(' ');
    expect(text).toContain('No checklist was recorded with this comment.');
    expect(text).toContain('No rent record was given with this comment.');
    expect(text).toContain('This photo could not be shown here.');
  });
});

describe('the condition report', () => {
  it('embeds a photo stored in another format through sharp', async () => {
    const webp = await makeWebp();
    const kit: MoveInKit = {
      madeAt: new Date('2026-12-06T01:02:03.000Z'),
      comment: {
        id: randomUUID(),
        lat: -33.8,
        lon: 151.1,
        comment: 'Damp in the bedroom',
        fullAddress: '1 Example Street, Łódź',
        unitNumber: '',
        region: 'New South Wales',
        city: 'Sydney',
        country: 'Australia',
        postcode: '2000',
        locationType: 'Apartment',
        mapSource: 'OPENSTREET',
        buildingId: null,
        unitId: null,
        photos: ['a.webp'],
        likeCount: 0,
        createdDate: '2026-12-01T00:00:00.000Z',
        modifiedDate: '2026-12-01T00:00:00.000Z',
      },
      list: null,
      photos: [
        {
          number: 1,
          body: webp,
          record: {
            name: 'a.webp',
            file: 'photos/1-2026-12-01.webp',
            uploadedAt: '2026-12-01T00:00:00.000Z',
            contentType: 'image/webp',
            bytes: webp.length,
            width: 30,
            height: 20,
            shows: [],
          },
        },
      ],
    };

    const pdf = await conditionReport(kit);

    expect(pdf.toString('latin1').match(/\/Subtype \/Image/g)).toHaveLength(1);
    // A letter the standard fonts lack is never drawn as something else.
    expect(pdfPages(pdf).join(' ')).toContain('1 Example Street, ?ódz');
    expect(pdfText('Café – 12 °C, ≥ 3 “rooms”')).toBe('Café – 12 °C, ? 3 “rooms”');
  });
});
