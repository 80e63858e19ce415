export { WatchedAreasScreen } from './watched-areas-screen';
