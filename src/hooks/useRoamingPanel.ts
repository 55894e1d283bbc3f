// Local state of one roaming panel, on the pure reducer of src/domain/roamingPanel.ts.
import { useReducer } from "react";
import { roamingPanelDefaults, roamingPanelReducer } from "../domain/roamingPanel";

export function useRoamingPanel() {
  return useReducer(roamingPanelReducer, undefined, roamingPanelDefaults);
}
