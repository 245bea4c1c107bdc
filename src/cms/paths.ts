/** Where the editor's code is served, by the dev server and in the build. */
export const DECAP_PATH = "/admin/decap/";

/** The port `npm run cms` runs Decap's local proxy on (its default); the editor's policy allows it. */
export const LOCAL_CMS_PORT = 8081;
