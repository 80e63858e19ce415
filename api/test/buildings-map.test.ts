import type { MarkerCluster, MarkerClusters } from 'shared/contract';
import { createSignedInUser, useSignedInPair } from './helpers/auth';
import { decideOn, saveComment } from './helpers/comments';
import { aroundNewtown } from './helpers/newtown';
import { useTestApp } from './helpers/test-app';

/** Points and comments a few metres from 40 Enmore Road, Newtown. */
const { near, at } = aroundNewtown({ lat: -33.8993, lon: 151.1745 });

/** About 600 m each way around the building: a street-level view. */
const VIEW = '151.1680,-33.9045,151.1810,-33.8940';

describe('GET /api/marker/clusters speaks in buildings up close', () => {
  const t = useTestApp();
  const users = useSignedInPair(t);

  const view = async (zoom: number, query = ''): Promise<MarkerClusters> => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/marker/clusters?bbox=${VIEW}&zoom=${zoom}${query}`,
    });
    expect(response.statusCode).toBe(200);
    return response.json().data as MarkerClusters;
  };
  const buildingsOf = (answer: MarkerClusters) =>
    answer.clusters.filter((cluster): cluster is Required<MarkerCluster> => !!cluster.building);
  const countOf = (answer: MarkerClusters) =>
    answer.pins.length + answer.clusters.reduce((sum, cluster) => sum + cluster.count, 0);

  it("draws a building's comments as one pin with their count, at the building, wherever they were clicked", async () => {
    const carol = await createSignedInUser(t);
    // Three units of one block, clicked up to 25 m apart, on either side of a cell edge.
    const first = await saveComment(t, users.alice, at('40 Enmore Road, Newtown', 'Unit 2', 0));
    await saveComment(t, users.bob, at('40 Enmore Rd, Newtown NSW 2042', '3/40', 20, -10));
    await saveComment(t, carol, at('40 Enmore Road, Newtown', 'Apt 5', -5, 24));
    // A house 70 m away with one comment, and a place with no street number.
    const house = await saveComment(t, users.alice, at('12 Station Street, Newtown', 'House', 70));
    const park = await saveComment(t, users.bob, at('Camperdown Memorial Rest Park', 'N/A', -200));

    const answer = await view(18);

    expect(answer.total).toBe(5);
    expect(countOf(answer)).toBe(5);
    expect(buildingsOf(answer)).toEqual([
      {
        id: `building/${first.buildingId}`,
        lat: first.lat,
        lon: first.lon,
        count: 3,
        bounds: expect.any(Object),
        building: { id: first.buildingId, address: '40 Enmore Road, Newtown' },
      },
    ]);
    const [block] = buildingsOf(answer);
    // Its box holds every point its comments were clicked at.
    expect(block!.bounds.minLat).toBeCloseTo(near(-5).lat, 9);
    expect(block!.bounds.maxLat).toBeCloseTo(near(20).lat, 9);
    // A building with one comment is that comment's pin; a place in no building is a pin too.
    expect(answer.pins.map((pin) => pin.id).sort()).toEqual([house.id, park.id].sort());

    // Further out, the grid's cells count them as before.
    const far = await view(13);
    expect(buildingsOf(far)).toEqual([]);
    expect(countOf(far)).toBe(5);
  });

  it('counts only what the filters keep and what is published', async () => {
    const block = await saveComment(t, users.alice, {
      ...at('7 King Street, Newtown', 'Unit 1', 300),
      locationType: 'Apartment',
    });
    await saveComment(t, users.bob, {
      ...at('7 King St, Newtown', 'Unit 2', 305),
      locationType: 'Apartment',
    });
    const house = await saveComment(t, users.bob, {
      ...at('7 King Street, Newtown', 'Unit 3', 302),
      locationType: 'House',
    });
    const kingOf = (answer: MarkerClusters) =>
      buildingsOf(answer).find((cluster) => cluster.building.id === block.buildingId);

    expect(kingOf(await view(17))?.count).toBe(3);
    // Filtered to apartments: two, still one building pin.
    expect(kingOf(await view(17, '&types=Apartment'))?.count).toBe(2);
    // Filtered to houses: one, so its own pin.
    const houses = await view(17, '&types=House');
    expect(kingOf(houses)).toBeUndefined();
    expect(houses.pins.map((pin) => pin.id)).toContain(house.id);

    // A comment a moderator holds leaves the count at once.
    const moderator = await createSignedInUser(t, { is_moderator: 1 });
    expect((await decideOn(t, moderator, house.id, 'hide')).statusCode).toBe(200);
    expect(kingOf(await view(17))?.count).toBe(2);
  });

  it('joins the clusters of buildings too close to draw apart, and draws them apart a zoom closer', async () => {
    // Two blocks 20 m apart, 2 comments each: about 40 px apart at zoom 18, 80 px at 19 (at this latitude).
    const west = { ...at('60 Enmore Road, Newtown', 'Unit 1', 400), locationType: 'Apartment' };
    const east = { ...at('62 Enmore Road, Newtown', 'Unit 1', 400, 20), locationType: 'Apartment' };
    const one = await saveComment(t, users.alice, west);
    await saveComment(t, users.bob, { ...west, unitNumber: 'Unit 2' });
    const two = await saveComment(t, users.alice, east);
    await saveComment(t, users.bob, { ...east, unitNumber: 'Unit 2' });
    expect(one.buildingId).not.toBe(two.buildingId);
    const ofBlocks = (answer: MarkerClusters) =>
      answer.clusters.filter(
        (cluster) =>
          cluster.bounds.minLat >= near(390).lat && cluster.bounds.maxLat <= near(410).lat,
      );

    const close = ofBlocks(await view(19));
    expect(close.map((cluster) => cluster.building?.id).sort()).toEqual(
      [one.buildingId, two.buildingId].sort(),
    );

    const [joined, ...others] = ofBlocks(await view(18));
    expect(others).toEqual([]);
    expect(joined).toMatchObject({ count: 4, id: expect.stringMatching(/^near\//) });
    expect(joined).not.toHaveProperty('building');
    expect(joined!.bounds.minLon).toBeCloseTo(near(400).lon, 9);
    expect(joined!.bounds.maxLon).toBeCloseTo(near(400, 20).lon, 9);
  });
});
