import { defineCatalogue } from "../catalogue.ts";

export default defineCatalogue({});
