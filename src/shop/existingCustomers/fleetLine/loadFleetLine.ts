// The business renewal's line picker (FleetLinePicker, its own chunk): fetched only when a business customer presses
// "Reînnoiește", never with the offer island (bench/budgets.json: the signed-in static pages stay within 85 KB).
export const loadFleetLinePicker = () => import(/* webpackChunkName: "fleet-line-picker" */ "./FleetLinePicker");
