import { createContext, useContext } from "react";

// The CSP nonce of the response being rendered. Browsers hide nonce attributes from
// scripts, so on the client it is an empty string, which React accepts on hydration.
const NonceContext = createContext("");

export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);
