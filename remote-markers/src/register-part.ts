import { defineRemote } from 'shared/federation/define-remote';

/** Imported by every exposed module, which re-exports it for the host's contract check. */
export const remoteInfo = defineRemote('remote-markers');
