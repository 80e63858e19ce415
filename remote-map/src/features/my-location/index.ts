export { MyLocation } from './my-location-control';
