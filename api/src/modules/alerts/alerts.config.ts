import { Type } from 'typebox';
import { configPart } from '../../config-part';

/** The worker that sends watched areas' alerts. */
export const alertsConfig = configPart({
  title: 'Alerts',
  vars: {
    ALERTS_WORKER: {
      schema: Type.Union([Type.Literal('on'), Type.Literal('off')], { default: 'on' }),
      expected: "'on' (this instance sends queued alerts) or 'off'",
      doc: '`on`: this instance sends queued alerts (any number of instances may; each job goes once); `off`: it only queues them',
    },
    ALERTS_POLL_MS: {
      schema: Type.Integer({ minimum: 50, maximum: 60_000, default: 1000 }),
      expected: 'how often the alert worker looks for due jobs, in milliseconds from 50 to 60000',
      doc: 'how often the worker looks for due jobs (50–60000); a job queued by this instance wakes it at once',
    },
    REPAIR_FOLLOW_UP_DAYS: {
      schema: Type.Integer({ minimum: 0, maximum: 365, default: 28 }),
      expected: 'days from reporting something not met to asking "Was it fixed?", from 0 to 365',
      doc: 'days after a comment reports something not met before its author is asked "Was it fixed?" (0–365; 0 asks at once)',
    },
  },
  read: (env) => ({
    /**
     * Whether this instance runs the alert worker, how often it looks for due jobs, and how
     * many days after a report of something not met its author is asked whether it was fixed.
     */
    alerts: {
      worker: env.ALERTS_WORKER === 'on',
      pollMs: env.ALERTS_POLL_MS,
      repairFollowUpDays: env.REPAIR_FOLLOW_UP_DAYS,
    },
  }),
});
