// Moved to the shared limits folder; kept until the last wiring that names it is a module descriptor.
export { RateLimiter } from '../../limits/rate-limiter';
