import { useState } from 'react';
import { TEXTS, bus, parsePhotoNames, usePhotoBaseUrl, type SavedMarkerComment } from 'shared';
import { editMarker } from '../api/edit-marker';
import { existingPhotos, usePhotoUploads } from '../api/upload-photo';
import { fieldsPayload, formValuesOf } from './comment-fields';
import { CommentFormDialog, type SaveOptions } from './comment-form-dialog';
import { CoarseCheckbox } from './coarse-checkbox';

const LABELS = {
  title: 'Edit Comment',
  save: 'Save Changes',
} as const;

/**
 * Its author changes a saved comment: the Add Comment dialog's fields, filled in, and whether
 * others see only the building and the month; the place stays. Photos removed here are deleted by the API when the change is saved (not before, so
 * Cancel loses nothing). A saved change is announced on the bus ('marker:changed').
 */
export function EditCommentDialog({
  marker,
  onClose,
}: {
  marker: SavedMarkerComment;
  onClose: () => void;
}) {
  const photoBaseUrl = usePhotoBaseUrl();
  const photos = usePhotoUploads(() =>
    existingPhotos(parsePhotoNames(marker.photoUrls), photoBaseUrl, marker.moderation?.photos),
  );
  const [initialValues] = useState(() => formValuesOf(marker));
  const [values, setValues] = useState(initialValues);
  const [coarse, setCoarse] = useState(marker.coarse);

  const save = async ({ confirmPersonalInformation }: SaveOptions) => {
    const fields = fieldsPayload(values, initialValues);
    if (!fields) throw new Error(TEXTS.markers.saveFailed);
    const saved = await editMarker(marker.id, {
      ...fields,
      photoUrls: photos.photoNames,
      ...(coarse !== marker.coarse && { coarse }),
      ...(confirmPersonalInformation && { confirmPersonalInformation }),
    });
    bus.emit('marker:changed', { marker: saved });
    return saved;
  };

  return (
    <CommentFormDialog
      title={LABELS.title}
      saveLabel={LABELS.save}
      testId="edit-comment-dialog"
      place={{ address: marker.fullAddress, lat: marker.lat, lon: marker.lon }}
      values={values}
      onChange={setValues}
      moreFields={(disabled) => (
        <CoarseCheckbox checked={coarse} onChange={setCoarse} disabled={disabled} />
      )}
      moreChanged={coarse !== marker.coarse}
      photos={photos}
      onSave={save}
      onClose={onClose}
    />
  );
}
