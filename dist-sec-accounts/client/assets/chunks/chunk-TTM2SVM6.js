var o=Symbol("FacebookAlbums"),e=Symbol("InstagramAlbums");var r=Symbol("SocialLogin");export{o as a,e as b,r as c};
//# sourceMappingURL=/assets/chunks/chunk-TTM2SVM6.js.map
