import { options } from "preact";

/**
 * The component tests on preact/compat (vitest.config.ts, project "app-preact"). Preact runs a
 * component's effects a frame after it paints, where React's `act`, which the tests were written
 * against, runs them before it returns; under fake timers that frame never comes. Effects here run
 * as soon as the render is done, so the tests compare what each library renders and does, not
 * when the browser gets to it (the browser tests judge that).
 */
options.requestAnimationFrame = (callback) => callback();
