import { Type, type Static } from 'typebox';
import { AccountExportSchema } from './account-data';

/**
 * The move-in kit: one comment's record as a ZIP its author can attach to a condition report
 * or a tribunal application (GET /api/marker/marker-comments/{id}/move-in-kit). Only its
 * author downloads it, so it holds the record exactly as they gave it: the address and unit a
 * coarse comment's public version withholds, the days the agent or landlord was told, the
 * rent to the dollar. Not in the browser's half of the contract: the page only saves the file.
 */
export const MOVE_IN_KIT = {
  formatVersion: 1,
  reportFile: 'condition-report.pdf',
  recordFile: 'record.json',
  readmeFile: 'README.txt',
  /** The photos sit here as `<n>-<yyyy-mm-dd>.<ext>`: their place in the comment, their upload day. */
  photosFolder: 'photos/',
  /** The archive is named this, then the day it was made: rentmap-move-in-kit-2026-12-06.zip. */
  fileNamePrefix: 'rentmap-move-in-kit',
} as const;

const DateTime = (description: string) => Type.String({ format: 'date-time', description });

/** record.json: the comment as its author's export lists it, and what the PDF reads besides. */
export const MoveInKitRecordSchema = Type.Object({
  formatVersion: Type.Literal(MOVE_IN_KIT.formatVersion),
  madeAt: DateTime('When this kit was made'),
  comment: AccountExportSchema.properties.comments.items,
  conditionList: Type.Union(
    [
      Type.Object({
        id: Type.String({ examples: ['nsw-2020-03'] }),
        title: Type.String(),
        state: Type.Union([Type.String(), Type.Null()], { description: 'null: the general list' }),
        inForceFrom: Type.String({ format: 'date' }),
        items: Type.Array(
          Type.Object({
            id: Type.String(),
            label: Type.String(),
            citation: Type.String({ description: 'The act or regulation and its section' }),
            url: Type.String({ format: 'uri' }),
          }),
          { description: 'The items the checklist answers, in its order' },
        ),
      }),
      Type.Null(),
    ],
    { description: 'The list the checklist was answered against; null without a checklist' },
  ),
  photos: Type.Array(
    Type.Object({
      name: Type.String({ description: 'The stored file name, as in comment.photos' }),
      file: Type.Union([Type.String(), Type.Null()], {
        description: 'Where it is in this archive; null when its file could not be read',
      }),
      uploadedAt: DateTime('When it was uploaded'),
      contentType: Type.String(),
      bytes: Type.Integer(),
      width: Type.Integer(),
      height: Type.Integer(),
      shows: Type.Array(Type.String(), {
        description: 'The checklist items whose answer this photo shows',
      }),
    }),
    { description: "The comment's photos, in its order" },
  ),
});
export type MoveInKitRecord = Static<typeof MoveInKitRecordSchema>;
