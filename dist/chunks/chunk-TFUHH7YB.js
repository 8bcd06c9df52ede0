var e={adFrameTitle:"Advertisement {zone}"};export{e as a};
