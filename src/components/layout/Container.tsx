// SPEC §9 container: max width 1180px, centred, with the spacing scale's side padding.
import React from "react";
import { Box, type BoxProps } from "@chakra-ui/react/box";

export function Container(props: BoxProps): React.ReactElement {
  return <Box maxW="container" mx="auto" px={{ base: "4", md: "6" }} {...props} />;
}
