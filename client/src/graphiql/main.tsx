// The GraphiQL page's entry: everything it needs loads after it, so none of it counts among the modules the
// site's own entry loads up front (client/vite.config.ts groups those into one chunk).
void import('./GraphiqlApp');
