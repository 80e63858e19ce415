export { MyCommentsScreen } from './my-comments-screen';
