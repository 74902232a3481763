
      export type PossibleTypesResultData = {
  "possibleTypes": {
    "PageComponentProps": [
      "ButtonProps",
      "CtaProps",
      "HeroProps",
      "ImageBlockProps",
      "ProgramsProps",
      "SpacerProps",
      "StatsProps",
      "TestimonialsProps",
      "TextBlockProps"
    ]
  }
};
      const result: PossibleTypesResultData = {
  "possibleTypes": {
    "PageComponentProps": [
      "ButtonProps",
      "CtaProps",
      "HeroProps",
      "ImageBlockProps",
      "ProgramsProps",
      "SpacerProps",
      "StatsProps",
      "TestimonialsProps",
      "TextBlockProps"
    ]
  }
};
      export default result;
    