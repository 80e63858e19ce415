import { useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { TEXTS, apiErrorCode, bus, errorText, useSession, Dialog } from 'shared';
import buttons from '../../../components/button.module.css';
import { resolveCommentPlace } from '../api/comment-place';
import { buildNewCommentPayload, createMarker } from '../api/create-marker';
import { useNearbyBuildings } from '../api/nearby-buildings';
import { usePhotoUploads } from '../api/upload-photo';
import { isPublished } from '../../../lib/moderation-status';
import { blankFormValues, fieldsPayload } from './comment-fields';
import { CommentFormDialog, type SaveOptions } from './comment-form-dialog';
import { BuildingChoice } from './building-choice';
import { checklistPlace } from './checklist-values';
import { ConditionChecklist } from './condition-checklist';
import { SamePlaceComments } from './same-place-comments';
import { StreetAddressFields } from './street-address-fields';
import { addressWithStreet, hasHouseNumber } from './street-address';
import { PublicationFields } from './publication-fields';
import { RentRecord } from './rent-record';
import { UNANSWERED, publicationPayload } from './publication-choice';
import { useConditionChecklist } from './use-condition-checklist';
import { useRentRecord } from './use-rent-record';

const LABELS = {
  title: 'Add Comment',
  save: 'Save Comment',
  noPlace:
    "Pick a place on the map first: click where the rental is, then choose 'Add a comment' in its popup.",
  backToMap: 'Back to the map',
} as const;

interface AddCommentDialogProps {
  onClose: () => void;
}

/**
 * The Add Comment dialog at /newComment: a place (the map's one hand-off, the route's typed
 * navigation state), its type, unit number,
 * comment and up to 3 photos, the optional condition checklist of the place's state
 * (ConditionChecklist) and rent record (RentRecord), then how it is published
 * (PublicationFields). The backdrop
 * never closes it, and Escape asks before dropping what was written (CommentFormDialog).
 *
 * When the address found names no house number and no known building was chosen, the author
 * may add a street number and street (StreetAddressFields): with both, the comment is sent with
 * them at the head of its address, which is how the API finds its building.
 */
export function AddCommentDialog({ onClose }: AddCommentDialogProps) {
  const navigationState: unknown = useLocation().state;
  const place = useMemo(() => resolveCommentPlace(navigationState), [navigationState]);
  const { isAuthenticated } = useSession();
  const photos = usePhotoUploads();
  const [values, setValues] = useState(blankFormValues);
  const [buildingId, setBuildingId] = useState<string | null>(null);
  const [publication, setPublication] = useState(UNANSWERED);
  const [initialStreet] = useState(() => ({ number: '', street: place?.road ?? '' }));
  const [street, setStreet] = useState(initialStreet);
  const [dateError, setDateError] = useState<string | null>(null);
  const nearbyBuildings = useNearbyBuildings(place);
  const checklist = useConditionChecklist(
    checklistPlace(
      { state: place?.region ?? '', postcode: place?.postcode ?? '' },
      buildingId,
      nearbyBuildings,
    ),
  );
  const rentRecord = useRentRecord();

  // The host mounts this for signed-in visitors only (it sends anyone else to sign in).
  if (!isAuthenticated) return null;

  // Opened without a place (a typed URL, a bookmark): nothing to comment on, never 0,0.
  if (!place) {
    const backToMap = () => {
      bus.emit('layout:view', { view: 'map' });
      onClose();
    };
    return (
      <Dialog
        title={LABELS.title}
        onClose={backToMap}
        testId="add-comment-dialog"
        footer={
          <button
            type="button"
            className={`${buttons.button} ${buttons.primary}`}
            onClick={backToMap}
            data-autofocus
          >
            {LABELS.backToMap}
          </button>
        }
      >
        <p role="status">{LABELS.noPlace}</p>
      </Dialog>
    );
  }

  const asksStreet = buildingId === null && !hasHouseNumber(place.address);
  const address = asksStreet ? addressWithStreet(place.address, street, place.road) : place.address;
  const streetChanged =
    street.number !== initialStreet.number || street.street !== initialStreet.street;

  const save = async ({ confirmPersonalInformation }: SaveOptions) => {
    const fields = fieldsPayload(values);
    const publishing = publicationPayload(publication);
    if (!fields || !publishing) throw new Error(TEXTS.markers.saveFailed);
    const answered = checklist.payload(photos.photoNames);
    const rent = rentRecord.payload();
    setDateError(null);
    try {
      const marker = await createMarker({
        ...buildNewCommentPayload({ ...place, address }, fields, photos.photoNames),
        ...publishing,
        ...(answered && { checklist: answered }),
        ...(rent && { rent }),
        ...(buildingId && { buildingId }),
        ...(confirmPersonalInformation && { confirmPersonalInformation }),
      });
      // A comment held for a moderator or scheduled is on nobody's map yet: no pin drops for it.
      if (isPublished(marker)) bus.emit('marker:saved', { marker });
      return marker;
    } catch (error) {
      console.error(TEXTS.markers.saveFailed, error);
      throw error;
    }
  };

  return (
    <CommentFormDialog
      title={LABELS.title}
      saveLabel={LABELS.save}
      testId="add-comment-dialog"
      place={place}
      aside={
        <>
          <BuildingChoice place={place} buildingId={buildingId} onChange={setBuildingId} />
          <SamePlaceComments place={place} unitNumber={values.unitNumber} />
        </>
      }
      values={values}
      onChange={setValues}
      placeFields={(disabled) =>
        asksStreet && (
          <StreetAddressFields values={street} onChange={setStreet} disabled={disabled} />
        )
      }
      moreFields={(disabled) => (
        <>
          <ConditionChecklist checklist={checklist} photos={photos.photos} disabled={disabled} />
          <RentRecord rent={rentRecord} disabled={disabled} />
          <PublicationFields
            values={publication}
            onChange={(next) => {
              setPublication(next);
              setDateError(null);
            }}
            disabled={disabled}
            dateError={dateError}
          />
        </>
      )}
      moreChanged={
        publication !== UNANSWERED || streetChanged || checklist.changed || rentRecord.changed
      }
      fieldError={(error) => {
        const code = apiErrorCode(error);
        if (code === 'RENT_INVALID') rentRecord.refuse(errorText(error, TEXTS.markers.saveFailed));
        else if (code === 'PUBLISH_DATE_OUT_OF_RANGE') {
          setDateError(errorText(error, TEXTS.markers.saveFailed));
        } else return false;
        return true;
      }}
      photos={photos}
      onSave={save}
      onClose={onClose}
    />
  );
}
