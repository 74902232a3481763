// Moved to the shared storage folder; kept until the last wiring that names it is a module descriptor.
export type { SitePictures } from '../../storage/site-picture';
