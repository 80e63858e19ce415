export { ModerationScreen } from './moderation-screen';
