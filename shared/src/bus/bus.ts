import { Observable, Subject, filter, map } from 'rxjs';
import type { BusEventName, BusEvents } from './events';

export interface BusMessage<K extends BusEventName = BusEventName> {
  type: K;
  payload: BusEvents[K];
}

/**
 * A typed publish/subscribe bus over one RxJS Subject. It remembers the last payload of each
 * event so that a remote mounted late can start from the current state (`{ replay: true }`).
 */
export class EventBus {
  private readonly subject = new Subject<BusMessage>();
  private readonly last = new Map<BusEventName, unknown>();

  readonly events$: Observable<BusMessage> = this.subject.asObservable();

  emit<K extends BusEventName>(type: K, payload: BusEvents[K]): void {
    this.last.set(type, payload);
    this.subject.next({ type, payload } as BusMessage);
  }

  on<K extends BusEventName>(
    type: K,
    options: { replay?: boolean } = {},
  ): Observable<BusEvents[K]> {
    const live = this.subject.pipe(
      filter((message): message is BusMessage<K> => message.type === type),
      map((message) => message.payload),
    );
    if (!options.replay) return live;
    return new Observable<BusEvents[K]>((subscriber) => {
      if (this.last.has(type)) subscriber.next(this.last.get(type) as BusEvents[K]);
      return live.subscribe(subscriber);
    });
  }

  latest<K extends BusEventName>(type: K): BusEvents[K] | undefined {
    return this.last.get(type) as BusEvents[K] | undefined;
  }
}

/** The page-wide bus. `shared` is a federation singleton, so every remote gets this one. */
export const bus = new EventBus();
