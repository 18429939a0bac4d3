/** Build-time constants set by build.mjs (esbuild define). */

/** The survey service environment id; "" when the survey is off (the default). */
declare const __SURVEY_ENV_ID__: string;
