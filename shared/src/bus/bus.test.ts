import { EventBus } from './bus';

describe('EventBus', () => {
  it('delivers typed payloads only to subscribers of that event', () => {
    const bus = new EventBus();
    const views: string[] = [];
    const failures: string[] = [];
    bus.on('layout:view').subscribe(({ view }) => views.push(view));
    bus.on('remote:load-failed').subscribe(({ remote }) => failures.push(remote));
    bus.emit('layout:view', { view: 'list' });
    bus.emit('remote:load-failed', { remote: 'remote-map', module: './MapView', reason: 'x' });
    expect(views).toEqual(['list']);
    expect(failures).toEqual(['remote-map']);
  });

  it('replays the last payload to late subscribers that ask for it', () => {
    const bus = new EventBus();
    bus.emit('layout:view', { view: 'map' });
    bus.emit('layout:view', { view: 'list' });
    const live: string[] = [];
    const replayed: string[] = [];
    bus.on('layout:view').subscribe(({ view }) => live.push(view));
    bus.on('layout:view', { replay: true }).subscribe(({ view }) => replayed.push(view));
    bus.emit('layout:view', { view: 'map' });
    expect(live).toEqual(['map']);
    expect(replayed).toEqual(['list', 'map']);
    expect(bus.latest('layout:view')).toEqual({ view: 'map' });
  });

  it('stops delivering after unsubscribe', () => {
    const bus = new EventBus();
    const seen: unknown[] = [];
    const subscription = bus.on('marker:select').subscribe((s) => seen.push(s));
    bus.emit('marker:select', { id: null });
    subscription.unsubscribe();
    bus.emit('marker:select', { id: 'a', position: { lat: 1, lon: 2 } });
    expect(seen).toEqual([{ id: null }]);
  });
});
