// The deployment job lives in themes.service.ts beside the deployment it runs; the job runner (jobs.ts)
// takes every module's jobs from its *.jobs.ts.
export { deployThemeJob } from './themes.service';
