// Refusals of the sample containers a test needs (domain/sample-containers.ts), which staff set
// in the Tests Manager.
import { defineRefusals } from "./define.ts";

export const TUBE_REFUSALS = defineRefusals({
  CONTAINER_KIND_CHOICE: { status: 400, en: "Choose the container", hi: "कंटेनर चुनें" },
  CONTAINER_VOLUME_DIGITS: {
    status: 400,
    en: "Enter the volume in ml, in digits (e.g. 2 or 0.5)",
    hi: "मात्रा ml में, अंकों में लिखें (जैसे 2 या 0.5)",
  },
  CONTAINER_VOLUME_POSITIVE: { status: 400, en: "Enter a volume above 0 ml", hi: "0 ml से ज़्यादा मात्रा लिखें" },
});
