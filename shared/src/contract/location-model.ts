import type { GeoPlace, LocationModel } from './geo';

/**
 * Location model from a reverse lookup: city is the city, else town, else
 * village; district is the city district, else suburb, else neighbourhood. Pure, so the map
 * builds the model from the place it already looked up instead of asking again.
 */
export function toLocationModel(place: GeoPlace, now: string): LocationModel {
  const address = place.address;
  return {
    place_id: place.place_id,
    latitude: Number(place.lat),
    longitude: Number(place.lon),
    country: address.country ?? null,
    country_code: address.country_code ?? null,
    state: address.state ?? null,
    city: address.city ?? address.town ?? address.village ?? null,
    district: address.city_district ?? address.suburb ?? address.neighbourhood ?? null,
    class: place.class || null,
    type: place.type || null,
    name: place.name || null,
    postcode: address.postcode ?? null,
    created_at: now,
    updated_at: now,
    geocoding_data: {
      raw_response: place,
      address_components: address,
      osm_type: place.osm_type,
      osm_id: place.osm_id,
      place_rank: place.place_rank,
      address_type: place.addresstype,
      importance: place.importance,
      bounding_box: place.boundingbox,
      licence: place.licence,
    },
  };
}
