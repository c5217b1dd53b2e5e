// Every namespace's texts: one per part of the site, so a page is sent only the
// parts it shows. A loader asks for its namespaces (messagesFor); the root sends "common" to
// every page and the public layout "layout".
import account from "./messages/account.ts";
import booking from "./messages/booking.ts";
import collect from "./messages/collect.ts";
import catalogue from "./messages/catalogue.ts";
import common from "./messages/common.ts";
import content from "./messages/content.ts";
import desk from "./messages/desk.ts";
import home from "./messages/home.ts";
import labels from "./messages/labels.ts";
import layout from "./messages/layout.ts";
import reports from "./messages/reports.ts";
import samples from "./messages/samples.ts";
import tubes from "./messages/tubes.ts";

export const TEXTS = {
  common,
  layout,
  home,
  catalogue,
  booking,
  reports,
  content,
  desk,
  samples,
  account,
  collect,
  tubes,
  labels,
};
export type Namespace = keyof typeof TEXTS;

/** "namespace.key" for every message: what `t` accepts. */
export type MessageKey = { [N in Namespace]: `${N}.${keyof (typeof TEXTS)[N] & string}` }[Namespace];
