// Imported first by main.tsx: ES modules run in import order, so the start-up requests go out as
// soon as this module's own dependencies have run, before React and the screens are evaluated
// (about 100 ms of script on a slow machine).
import { prefetchStart } from './prefetch';
import { connectRequests } from './requests';

connectRequests();
prefetchStart();
