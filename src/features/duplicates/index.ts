// The Duplicates page (issue 28) is reached through the router's lazy route: this feature has no other face.
export {};
