export const DECAP_PATH = "/admin/decap/";
