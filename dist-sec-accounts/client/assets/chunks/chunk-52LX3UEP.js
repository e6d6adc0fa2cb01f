var e=Symbol("ImageSizeProbe");var r=Symbol("FaceDetection");var i=Symbol("PhotoProcessor");var n=Symbol("PhotoUploader");export{e as a,r as b,i as c,n as d};
//# sourceMappingURL=/assets/chunks/chunk-52LX3UEP.js.map
