// Local state of one roaming panel, on the pure reducer of src/domain/roaming/roamingPanel.ts.
import { useReducer } from "react";
import { roamingPanelDefaults, roamingPanelReducer } from "../domain/roaming/roamingPanel";

export function useRoamingPanel() {
  return useReducer(roamingPanelReducer, undefined, roamingPanelDefaults);
}
