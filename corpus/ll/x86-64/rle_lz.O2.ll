; ModuleID = 'rle_lz.c'
source_filename = "rle_lz.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@input = internal global [256 x i8] zeroinitializer, align 16
@packed = internal global [512 x i8] zeroinitializer, align 16
@output = internal global [256 x i8] zeroinitializer, align 16

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  br label %134

1:                                                ; preds = %165
  %2 = icmp ult i64 %148, 255
  br i1 %2, label %134, label %3, !llvm.loop !2

3:                                                ; preds = %1, %70
  %4 = phi i64 [ %72, %70 ], [ 0, %1 ]
  %5 = phi i64 [ %71, %70 ], [ 0, %1 ]
  %6 = icmp ult i64 %5, 255
  br i1 %6, label %8, label %7

7:                                                ; preds = %28, %3
  br label %37

8:                                                ; preds = %3
  %9 = add nuw nsw i64 %5, 1
  %10 = getelementptr inbounds [256 x i8], [256 x i8]* @input, i64 0, i64 %5
  %11 = load i8, i8* %10, align 1, !tbaa !4
  br label %12

12:                                               ; preds = %18, %8
  %13 = phi i64 [ %9, %8 ], [ %20, %18 ]
  %14 = phi i64 [ 1, %8 ], [ %19, %18 ]
  %15 = getelementptr inbounds [256 x i8], [256 x i8]* @input, i64 0, i64 %13
  %16 = load i8, i8* %15, align 1, !tbaa !4
  %17 = icmp eq i8 %16, %11
  br i1 %17, label %18, label %24

18:                                               ; preds = %12
  %19 = add nuw nsw i64 %14, 1
  %20 = add i64 %19, %5
  %21 = icmp ult i64 %20, 256
  %22 = icmp ult i64 %14, 127
  %23 = and i1 %22, %21
  br i1 %23, label %12, label %24, !llvm.loop !7

24:                                               ; preds = %18, %12
  %25 = phi i64 [ %14, %12 ], [ %19, %18 ]
  %26 = phi i64 [ %13, %12 ], [ %20, %18 ]
  %27 = icmp ugt i64 %25, 2
  br i1 %27, label %30, label %28

28:                                               ; preds = %24
  %29 = icmp ult i64 %5, 256
  br i1 %29, label %7, label %59

30:                                               ; preds = %24
  %31 = trunc i64 %25 to i8
  %32 = sub i8 1, %31
  %33 = add i64 %4, 1
  %34 = getelementptr inbounds [512 x i8], [512 x i8]* @packed, i64 0, i64 %4
  store i8 %32, i8* %34, align 1, !tbaa !4
  %35 = add i64 %4, 2
  %36 = getelementptr inbounds [512 x i8], [512 x i8]* @packed, i64 0, i64 %33
  store i8 %11, i8* %36, align 1, !tbaa !4
  br label %70

37:                                               ; preds = %7, %53
  %38 = phi i64 [ %55, %53 ], [ %5, %7 ]
  %39 = phi i64 [ %54, %53 ], [ 0, %7 ]
  %40 = add nuw nsw i64 %38, 2
  %41 = icmp ult i64 %38, 254
  br i1 %41, label %42, label %53

42:                                               ; preds = %37
  %43 = getelementptr inbounds [256 x i8], [256 x i8]* @input, i64 0, i64 %38
  %44 = load i8, i8* %43, align 1, !tbaa !4
  %45 = add nuw nsw i64 %38, 1
  %46 = getelementptr inbounds [256 x i8], [256 x i8]* @input, i64 0, i64 %45
  %47 = load i8, i8* %46, align 1, !tbaa !4
  %48 = icmp eq i8 %44, %47
  br i1 %48, label %49, label %53

49:                                               ; preds = %42
  %50 = getelementptr inbounds [256 x i8], [256 x i8]* @input, i64 0, i64 %40
  %51 = load i8, i8* %50, align 1, !tbaa !4
  %52 = icmp eq i8 %44, %51
  br i1 %52, label %59, label %53

53:                                               ; preds = %49, %42, %37
  %54 = add nuw nsw i64 %39, 1
  %55 = add nuw nsw i64 %54, %5
  %56 = icmp ult i64 %55, 256
  %57 = icmp ult i64 %39, 127
  %58 = and i1 %57, %56
  br i1 %58, label %37, label %59, !llvm.loop !8

59:                                               ; preds = %53, %49, %28
  %60 = phi i64 [ 0, %28 ], [ %54, %53 ], [ %39, %49 ]
  %61 = phi i64 [ %5, %28 ], [ %55, %53 ], [ %38, %49 ]
  %62 = trunc i64 %60 to i8
  %63 = add i8 %62, -1
  %64 = add i64 %4, 1
  %65 = getelementptr inbounds [512 x i8], [512 x i8]* @packed, i64 0, i64 %4
  store i8 %63, i8* %65, align 1, !tbaa !4
  %66 = getelementptr inbounds [512 x i8], [512 x i8]* @packed, i64 0, i64 %64
  %67 = getelementptr inbounds [256 x i8], [256 x i8]* @input, i64 0, i64 %5
  %68 = tail call i8* @memcpy(i8* noundef nonnull %66, i8* noundef nonnull %67, i64 noundef %60) #2
  %69 = add i64 %60, %64
  br label %70

70:                                               ; preds = %59, %30
  %71 = phi i64 [ %26, %30 ], [ %61, %59 ]
  %72 = phi i64 [ %35, %30 ], [ %69, %59 ]
  %73 = icmp ult i64 %71, 256
  br i1 %73, label %3, label %74, !llvm.loop !9

74:                                               ; preds = %70
  %75 = icmp eq i64 %72, 0
  br i1 %75, label %176, label %76

76:                                               ; preds = %74, %128
  %77 = phi i64 [ %130, %128 ], [ 0, %74 ]
  %78 = phi i64 [ %129, %128 ], [ 0, %74 ]
  %79 = add nuw i64 %77, 1
  %80 = getelementptr inbounds [512 x i8], [512 x i8]* @packed, i64 0, i64 %77
  %81 = load i8, i8* %80, align 1, !tbaa !4
  %82 = icmp sgt i8 %81, -1
  br i1 %82, label %93, label %83

83:                                               ; preds = %76
  %84 = sext i8 %81 to i32
  %85 = sub nsw i32 1, %84
  %86 = getelementptr inbounds [512 x i8], [512 x i8]* @packed, i64 0, i64 %79
  %87 = load i8, i8* %86, align 1, !tbaa !4
  %88 = and i32 %85, 3
  %89 = add nsw i32 %84, 2
  %90 = icmp ult i32 %89, 3
  br i1 %90, label %101, label %91

91:                                               ; preds = %83
  %92 = and i32 %85, -4
  br label %115

93:                                               ; preds = %76
  %94 = getelementptr inbounds [256 x i8], [256 x i8]* @output, i64 0, i64 %78
  %95 = getelementptr inbounds [512 x i8], [512 x i8]* @packed, i64 0, i64 %79
  %96 = zext i8 %81 to i64
  %97 = add nuw nsw i64 %96, 1
  %98 = tail call i8* @memcpy(i8* noundef nonnull %94, i8* noundef nonnull %95, i64 noundef %97) #2
  %99 = add i64 %97, %78
  %100 = add i64 %97, %79
  br label %128

101:                                              ; preds = %115, %83
  %102 = phi i64 [ undef, %83 ], [ %124, %115 ]
  %103 = phi i64 [ %78, %83 ], [ %124, %115 ]
  %104 = icmp eq i32 %88, 0
  br i1 %104, label %112, label %105

105:                                              ; preds = %101, %105
  %106 = phi i64 [ %108, %105 ], [ %103, %101 ]
  %107 = phi i32 [ %110, %105 ], [ 0, %101 ]
  %108 = add i64 %106, 1
  %109 = getelementptr inbounds [256 x i8], [256 x i8]* @output, i64 0, i64 %106
  store i8 %87, i8* %109, align 1, !tbaa !4
  %110 = add i32 %107, 1
  %111 = icmp eq i32 %110, %88
  br i1 %111, label %112, label %105, !llvm.loop !10

112:                                              ; preds = %105, %101
  %113 = phi i64 [ %102, %101 ], [ %108, %105 ]
  %114 = add i64 %77, 2
  br label %128

115:                                              ; preds = %115, %91
  %116 = phi i64 [ %78, %91 ], [ %124, %115 ]
  %117 = phi i32 [ 0, %91 ], [ %126, %115 ]
  %118 = add i64 %116, 1
  %119 = getelementptr inbounds [256 x i8], [256 x i8]* @output, i64 0, i64 %116
  store i8 %87, i8* %119, align 1, !tbaa !4
  %120 = add i64 %116, 2
  %121 = getelementptr inbounds [256 x i8], [256 x i8]* @output, i64 0, i64 %118
  store i8 %87, i8* %121, align 1, !tbaa !4
  %122 = add i64 %116, 3
  %123 = getelementptr inbounds [256 x i8], [256 x i8]* @output, i64 0, i64 %120
  store i8 %87, i8* %123, align 1, !tbaa !4
  %124 = add i64 %116, 4
  %125 = getelementptr inbounds [256 x i8], [256 x i8]* @output, i64 0, i64 %122
  store i8 %87, i8* %125, align 1, !tbaa !4
  %126 = add i32 %117, 4
  %127 = icmp eq i32 %126, %92
  br i1 %127, label %101, label %115, !llvm.loop !12

128:                                              ; preds = %112, %93
  %129 = phi i64 [ %99, %93 ], [ %113, %112 ]
  %130 = phi i64 [ %100, %93 ], [ %114, %112 ]
  %131 = icmp ult i64 %130, %72
  br i1 %131, label %76, label %132, !llvm.loop !13

132:                                              ; preds = %128
  %133 = icmp eq i64 %129, 256
  br i1 %133, label %173, label %176

134:                                              ; preds = %1, %0
  %135 = phi i32 [ 5, %0 ], [ %138, %1 ]
  %136 = phi i64 [ 0, %0 ], [ %169, %1 ]
  %137 = mul i32 %135, 1103515245
  %138 = add i32 %137, 12345
  %139 = lshr i32 %138, 28
  %140 = and i32 %139, 3
  %141 = lshr i32 %138, 20
  %142 = and i32 %141, 15
  %143 = lshr i32 %138, 8
  %144 = trunc i32 %143 to i8
  %145 = icmp eq i32 %140, 2
  br label %146

146:                                              ; preds = %134, %165
  %147 = phi i32 [ 0, %134 ], [ %168, %165 ]
  %148 = phi i64 [ %136, %134 ], [ %169, %165 ]
  switch i32 %140, label %153 [
    i32 0, label %165
    i32 1, label %149
  ]

149:                                              ; preds = %146
  %150 = trunc i64 %148 to i8
  %151 = urem i8 %150, 5
  %152 = add nuw nsw i8 %151, 97
  br label %165

153:                                              ; preds = %146
  %154 = icmp ugt i64 %148, 39
  %155 = select i1 %145, i1 %154, i1 false
  br i1 %155, label %156, label %160

156:                                              ; preds = %153
  %157 = add nsw i64 %148, -40
  %158 = getelementptr inbounds [256 x i8], [256 x i8]* @input, i64 0, i64 %157
  %159 = load i8, i8* %158, align 1, !tbaa !4
  br label %165

160:                                              ; preds = %153
  %161 = and i32 %147, 7
  %162 = lshr i32 %138, %161
  %163 = trunc i32 %162 to i8
  %164 = mul i8 %163, 31
  br label %165

165:                                              ; preds = %146, %156, %160, %149
  %166 = phi i8 [ %159, %156 ], [ %164, %160 ], [ %152, %149 ], [ %144, %146 ]
  %167 = getelementptr inbounds [256 x i8], [256 x i8]* @input, i64 0, i64 %148
  store i8 %166, i8* %167, align 1, !tbaa !4
  %168 = add nuw nsw i32 %147, 1
  %169 = add nuw nsw i64 %148, 1
  %170 = icmp ult i32 %147, %142
  %171 = icmp ult i64 %148, 255
  %172 = select i1 %170, i1 %171, i1 false
  br i1 %172, label %146, label %1, !llvm.loop !14

173:                                              ; preds = %132
  %174 = tail call i32 @memcmp(i8* noundef getelementptr inbounds ([256 x i8], [256 x i8]* @input, i64 0, i64 0), i8* noundef getelementptr inbounds ([256 x i8], [256 x i8]* @output, i64 0, i64 0), i64 noundef 256) #2
  %175 = icmp eq i32 %174, 0
  br i1 %175, label %177, label %176

176:                                              ; preds = %74, %173, %132
  tail call void @abort() #2
  br label %177

177:                                              ; preds = %176, %173
  %178 = trunc i64 %72 to i32
  %179 = xor i32 %178, -2128831035
  %180 = mul i32 %179, 16777619
  br i1 %75, label %204, label %181

181:                                              ; preds = %177
  %182 = add i64 %72, -1
  %183 = and i64 %72, 3
  %184 = icmp ult i64 %182, 3
  br i1 %184, label %187, label %185

185:                                              ; preds = %181
  %186 = and i64 %72, -4
  br label %378

187:                                              ; preds = %378, %181
  %188 = phi i32 [ undef, %181 ], [ %405, %378 ]
  %189 = phi i32 [ %180, %181 ], [ %405, %378 ]
  %190 = phi i64 [ 0, %181 ], [ %404, %378 ]
  %191 = icmp eq i64 %183, 0
  br i1 %191, label %204, label %192

192:                                              ; preds = %187, %192
  %193 = phi i32 [ %201, %192 ], [ %189, %187 ]
  %194 = phi i64 [ %200, %192 ], [ %190, %187 ]
  %195 = phi i64 [ %202, %192 ], [ 0, %187 ]
  %196 = getelementptr inbounds [512 x i8], [512 x i8]* @packed, i64 0, i64 %194
  %197 = load i8, i8* %196, align 1, !tbaa !4
  %198 = zext i8 %197 to i32
  %199 = xor i32 %193, %198
  %200 = add nuw i64 %194, 1
  %201 = mul i32 %199, 16777619
  %202 = add i64 %195, 1
  %203 = icmp eq i64 %202, %183
  br i1 %203, label %204, label %192, !llvm.loop !15

204:                                              ; preds = %187, %192, %177
  %205 = phi i32 [ %180, %177 ], [ %188, %187 ], [ %201, %192 ]
  br label %208

206:                                              ; preds = %279
  %207 = icmp ult i64 %280, 256
  br i1 %207, label %284, label %300

208:                                              ; preds = %204, %279
  %209 = phi i64 [ %282, %279 ], [ 0, %204 ]
  %210 = phi i64 [ %281, %279 ], [ 0, %204 ]
  %211 = phi i64 [ %280, %279 ], [ 0, %204 ]
  %212 = icmp ult i64 %209, 63
  %213 = select i1 %212, i64 %209, i64 63
  %214 = icmp eq i64 %213, 0
  br i1 %214, label %277, label %215

215:                                              ; preds = %208, %239
  %216 = phi i64 [ %242, %239 ], [ 1, %208 ]
  %217 = phi i64 [ %241, %239 ], [ 0, %208 ]
  %218 = phi i64 [ %240, %239 ], [ 0, %208 ]
  br label %219

219:                                              ; preds = %228, %215
  %220 = phi i64 [ %230, %228 ], [ %209, %215 ]
  %221 = phi i64 [ %229, %228 ], [ 0, %215 ]
  %222 = getelementptr inbounds [256 x i8], [256 x i8]* @input, i64 0, i64 %220
  %223 = load i8, i8* %222, align 1, !tbaa !4
  %224 = sub i64 %220, %216
  %225 = getelementptr inbounds [256 x i8], [256 x i8]* @input, i64 0, i64 %224
  %226 = load i8, i8* %225, align 1, !tbaa !4
  %227 = icmp eq i8 %223, %226
  br i1 %227, label %228, label %234

228:                                              ; preds = %219
  %229 = add nuw nsw i64 %221, 1
  %230 = add nuw nsw i64 %229, %209
  %231 = icmp ult i64 %230, 256
  %232 = icmp ult i64 %221, 129
  %233 = and i1 %232, %231
  br i1 %233, label %219, label %234, !llvm.loop !16

234:                                              ; preds = %228, %219
  %235 = phi i64 [ %221, %219 ], [ %229, %228 ]
  %236 = icmp ugt i64 %235, %218
  br i1 %236, label %237, label %239

237:                                              ; preds = %234
  %238 = icmp eq i64 %235, 130
  br i1 %238, label %246, label %239

239:                                              ; preds = %237, %234
  %240 = phi i64 [ %235, %237 ], [ %218, %234 ]
  %241 = phi i64 [ %216, %237 ], [ %217, %234 ]
  %242 = add nuw nsw i64 %216, 1
  %243 = icmp eq i64 %216, %213
  br i1 %243, label %244, label %215, !llvm.loop !17

244:                                              ; preds = %239
  %245 = icmp ugt i64 %240, 2
  br i1 %245, label %246, label %277

246:                                              ; preds = %237, %244
  %247 = phi i64 [ %241, %244 ], [ %216, %237 ]
  %248 = phi i64 [ %240, %244 ], [ 130, %237 ]
  %249 = icmp ugt i64 %209, %211
  br i1 %249, label %250, label %266

250:                                              ; preds = %246, %250
  %251 = phi i64 [ %263, %250 ], [ %210, %246 ]
  %252 = phi i64 [ %264, %250 ], [ %211, %246 ]
  %253 = sub i64 %209, %252
  %254 = icmp ult i64 %253, 128
  %255 = select i1 %254, i64 %253, i64 128
  %256 = trunc i64 %255 to i8
  %257 = add i8 %256, -1
  %258 = add i64 %251, 1
  %259 = getelementptr inbounds [512 x i8], [512 x i8]* @packed, i64 0, i64 %251
  store i8 %257, i8* %259, align 1, !tbaa !4
  %260 = getelementptr inbounds [512 x i8], [512 x i8]* @packed, i64 0, i64 %258
  %261 = getelementptr inbounds [256 x i8], [256 x i8]* @input, i64 0, i64 %252
  %262 = tail call i8* @memcpy(i8* noundef nonnull %260, i8* noundef nonnull %261, i64 noundef %255) #2
  %263 = add i64 %255, %258
  %264 = add i64 %255, %252
  %265 = icmp ugt i64 %209, %264
  br i1 %265, label %250, label %266, !llvm.loop !18

266:                                              ; preds = %250, %246
  %267 = phi i64 [ %210, %246 ], [ %263, %250 ]
  %268 = trunc i64 %248 to i8
  %269 = add i8 %268, 125
  %270 = or i8 %269, -128
  %271 = add i64 %267, 1
  %272 = getelementptr inbounds [512 x i8], [512 x i8]* @packed, i64 0, i64 %267
  store i8 %270, i8* %272, align 1, !tbaa !4
  %273 = trunc i64 %247 to i8
  %274 = add i64 %267, 2
  %275 = getelementptr inbounds [512 x i8], [512 x i8]* @packed, i64 0, i64 %271
  store i8 %273, i8* %275, align 1, !tbaa !4
  %276 = add i64 %248, %209
  br label %279

277:                                              ; preds = %244, %208
  %278 = add i64 %209, 1
  br label %279

279:                                              ; preds = %277, %266
  %280 = phi i64 [ %276, %266 ], [ %211, %277 ]
  %281 = phi i64 [ %274, %266 ], [ %210, %277 ]
  %282 = phi i64 [ %276, %266 ], [ %278, %277 ]
  %283 = icmp ult i64 %282, 256
  br i1 %283, label %208, label %206, !llvm.loop !19

284:                                              ; preds = %206, %284
  %285 = phi i64 [ %297, %284 ], [ %281, %206 ]
  %286 = phi i64 [ %298, %284 ], [ %280, %206 ]
  %287 = sub nuw nsw i64 256, %286
  %288 = icmp ult i64 %287, 128
  %289 = select i1 %288, i64 %287, i64 128
  %290 = trunc i64 %289 to i8
  %291 = add i8 %290, -1
  %292 = add i64 %285, 1
  %293 = getelementptr inbounds [512 x i8], [512 x i8]* @packed, i64 0, i64 %285
  store i8 %291, i8* %293, align 1, !tbaa !4
  %294 = getelementptr inbounds [512 x i8], [512 x i8]* @packed, i64 0, i64 %292
  %295 = getelementptr inbounds [256 x i8], [256 x i8]* @input, i64 0, i64 %286
  %296 = tail call i8* @memcpy(i8* noundef nonnull %294, i8* noundef nonnull %295, i64 noundef %289) #2
  %297 = add i64 %289, %292
  %298 = add nuw nsw i64 %289, %286
  %299 = icmp ult i64 %298, 256
  br i1 %299, label %284, label %300, !llvm.loop !20

300:                                              ; preds = %284, %206
  %301 = phi i64 [ %281, %206 ], [ %297, %284 ]
  %302 = icmp eq i64 %301, 0
  br i1 %302, label %411, label %303

303:                                              ; preds = %300, %372
  %304 = phi i64 [ %374, %372 ], [ 0, %300 ]
  %305 = phi i64 [ %373, %372 ], [ 0, %300 ]
  %306 = add nuw i64 %304, 1
  %307 = getelementptr inbounds [512 x i8], [512 x i8]* @packed, i64 0, i64 %304
  %308 = load i8, i8* %307, align 1, !tbaa !4
  %309 = icmp sgt i8 %308, -1
  br i1 %309, label %310, label %318

310:                                              ; preds = %303
  %311 = getelementptr inbounds [256 x i8], [256 x i8]* @output, i64 0, i64 %305
  %312 = getelementptr inbounds [512 x i8], [512 x i8]* @packed, i64 0, i64 %306
  %313 = zext i8 %308 to i64
  %314 = add nuw nsw i64 %313, 1
  %315 = tail call i8* @memmove(i8* noundef nonnull %311, i8* noundef nonnull %312, i64 noundef %314) #2
  %316 = add i64 %314, %305
  %317 = add i64 %314, %306
  br label %372

318:                                              ; preds = %303
  %319 = and i8 %308, 127
  %320 = add nuw i8 %319, 3
  %321 = zext i8 %320 to i64
  %322 = getelementptr inbounds [512 x i8], [512 x i8]* @packed, i64 0, i64 %306
  %323 = load i8, i8* %322, align 1, !tbaa !4
  %324 = zext i8 %323 to i64
  %325 = add nsw i64 %321, -1
  %326 = and i64 %321, 3
  %327 = icmp ult i64 %325, 3
  br i1 %327, label %355, label %328

328:                                              ; preds = %318
  %329 = and i64 %321, 252
  br label %330

330:                                              ; preds = %330, %328
  %331 = phi i64 [ %305, %328 ], [ %352, %330 ]
  %332 = phi i64 [ 0, %328 ], [ %353, %330 ]
  %333 = sub i64 %331, %324
  %334 = getelementptr inbounds [256 x i8], [256 x i8]* @output, i64 0, i64 %333
  %335 = load i8, i8* %334, align 1, !tbaa !4
  %336 = getelementptr inbounds [256 x i8], [256 x i8]* @output, i64 0, i64 %331
  store i8 %335, i8* %336, align 1, !tbaa !4
  %337 = add i64 %331, 1
  %338 = sub i64 %337, %324
  %339 = getelementptr inbounds [256 x i8], [256 x i8]* @output, i64 0, i64 %338
  %340 = load i8, i8* %339, align 1, !tbaa !4
  %341 = getelementptr inbounds [256 x i8], [256 x i8]* @output, i64 0, i64 %337
  store i8 %340, i8* %341, align 1, !tbaa !4
  %342 = add i64 %331, 2
  %343 = sub i64 %342, %324
  %344 = getelementptr inbounds [256 x i8], [256 x i8]* @output, i64 0, i64 %343
  %345 = load i8, i8* %344, align 1, !tbaa !4
  %346 = getelementptr inbounds [256 x i8], [256 x i8]* @output, i64 0, i64 %342
  store i8 %345, i8* %346, align 1, !tbaa !4
  %347 = add i64 %331, 3
  %348 = sub i64 %347, %324
  %349 = getelementptr inbounds [256 x i8], [256 x i8]* @output, i64 0, i64 %348
  %350 = load i8, i8* %349, align 1, !tbaa !4
  %351 = getelementptr inbounds [256 x i8], [256 x i8]* @output, i64 0, i64 %347
  store i8 %350, i8* %351, align 1, !tbaa !4
  %352 = add i64 %331, 4
  %353 = add i64 %332, 4
  %354 = icmp eq i64 %353, %329
  br i1 %354, label %355, label %330, !llvm.loop !21

355:                                              ; preds = %330, %318
  %356 = phi i64 [ undef, %318 ], [ %352, %330 ]
  %357 = phi i64 [ %305, %318 ], [ %352, %330 ]
  %358 = icmp eq i64 %326, 0
  br i1 %358, label %369, label %359

359:                                              ; preds = %355, %359
  %360 = phi i64 [ %366, %359 ], [ %357, %355 ]
  %361 = phi i64 [ %367, %359 ], [ 0, %355 ]
  %362 = sub i64 %360, %324
  %363 = getelementptr inbounds [256 x i8], [256 x i8]* @output, i64 0, i64 %362
  %364 = load i8, i8* %363, align 1, !tbaa !4
  %365 = getelementptr inbounds [256 x i8], [256 x i8]* @output, i64 0, i64 %360
  store i8 %364, i8* %365, align 1, !tbaa !4
  %366 = add i64 %360, 1
  %367 = add i64 %361, 1
  %368 = icmp eq i64 %367, %326
  br i1 %368, label %369, label %359, !llvm.loop !22

369:                                              ; preds = %359, %355
  %370 = phi i64 [ %356, %355 ], [ %366, %359 ]
  %371 = add i64 %304, 2
  br label %372

372:                                              ; preds = %369, %310
  %373 = phi i64 [ %316, %310 ], [ %370, %369 ]
  %374 = phi i64 [ %317, %310 ], [ %371, %369 ]
  %375 = icmp ult i64 %374, %301
  br i1 %375, label %303, label %376, !llvm.loop !23

376:                                              ; preds = %372
  %377 = icmp eq i64 %373, 256
  br i1 %377, label %408, label %411

378:                                              ; preds = %378, %185
  %379 = phi i32 [ %180, %185 ], [ %405, %378 ]
  %380 = phi i64 [ 0, %185 ], [ %404, %378 ]
  %381 = phi i64 [ 0, %185 ], [ %406, %378 ]
  %382 = getelementptr inbounds [512 x i8], [512 x i8]* @packed, i64 0, i64 %380
  %383 = load i8, i8* %382, align 4, !tbaa !4
  %384 = zext i8 %383 to i32
  %385 = xor i32 %379, %384
  %386 = or i64 %380, 1
  %387 = mul i32 %385, 16777619
  %388 = getelementptr inbounds [512 x i8], [512 x i8]* @packed, i64 0, i64 %386
  %389 = load i8, i8* %388, align 1, !tbaa !4
  %390 = zext i8 %389 to i32
  %391 = xor i32 %387, %390
  %392 = or i64 %380, 2
  %393 = mul i32 %391, 16777619
  %394 = getelementptr inbounds [512 x i8], [512 x i8]* @packed, i64 0, i64 %392
  %395 = load i8, i8* %394, align 2, !tbaa !4
  %396 = zext i8 %395 to i32
  %397 = xor i32 %393, %396
  %398 = or i64 %380, 3
  %399 = mul i32 %397, 16777619
  %400 = getelementptr inbounds [512 x i8], [512 x i8]* @packed, i64 0, i64 %398
  %401 = load i8, i8* %400, align 1, !tbaa !4
  %402 = zext i8 %401 to i32
  %403 = xor i32 %399, %402
  %404 = add nuw i64 %380, 4
  %405 = mul i32 %403, 16777619
  %406 = add i64 %381, 4
  %407 = icmp eq i64 %406, %186
  br i1 %407, label %187, label %378, !llvm.loop !24

408:                                              ; preds = %376
  %409 = tail call i32 @memcmp(i8* noundef getelementptr inbounds ([256 x i8], [256 x i8]* @input, i64 0, i64 0), i8* noundef getelementptr inbounds ([256 x i8], [256 x i8]* @output, i64 0, i64 0), i64 noundef 256) #2
  %410 = icmp eq i32 %409, 0
  br i1 %410, label %412, label %411

411:                                              ; preds = %300, %408, %376
  tail call void @abort() #2
  br label %412

412:                                              ; preds = %411, %408
  %413 = trunc i64 %301 to i32
  %414 = xor i32 %205, %413
  %415 = mul i32 %414, 16777619
  br i1 %302, label %439, label %416

416:                                              ; preds = %412
  %417 = add i64 %301, -1
  %418 = and i64 %301, 3
  %419 = icmp ult i64 %417, 3
  br i1 %419, label %422, label %420

420:                                              ; preds = %416
  %421 = and i64 %301, -4
  br label %442

422:                                              ; preds = %442, %416
  %423 = phi i32 [ undef, %416 ], [ %469, %442 ]
  %424 = phi i32 [ %415, %416 ], [ %469, %442 ]
  %425 = phi i64 [ 0, %416 ], [ %468, %442 ]
  %426 = icmp eq i64 %418, 0
  br i1 %426, label %439, label %427

427:                                              ; preds = %422, %427
  %428 = phi i32 [ %436, %427 ], [ %424, %422 ]
  %429 = phi i64 [ %435, %427 ], [ %425, %422 ]
  %430 = phi i64 [ %437, %427 ], [ 0, %422 ]
  %431 = getelementptr inbounds [512 x i8], [512 x i8]* @packed, i64 0, i64 %429
  %432 = load i8, i8* %431, align 1, !tbaa !4
  %433 = zext i8 %432 to i32
  %434 = xor i32 %428, %433
  %435 = add nuw i64 %429, 1
  %436 = mul i32 %434, 16777619
  %437 = add i64 %430, 1
  %438 = icmp eq i64 %437, %418
  br i1 %438, label %439, label %427, !llvm.loop !25

439:                                              ; preds = %422, %427, %412
  %440 = phi i32 [ %415, %412 ], [ %423, %422 ], [ %436, %427 ]
  %441 = and i32 %440, 2147483647
  ret i32 %441

442:                                              ; preds = %442, %420
  %443 = phi i32 [ %415, %420 ], [ %469, %442 ]
  %444 = phi i64 [ 0, %420 ], [ %468, %442 ]
  %445 = phi i64 [ 0, %420 ], [ %470, %442 ]
  %446 = getelementptr inbounds [512 x i8], [512 x i8]* @packed, i64 0, i64 %444
  %447 = load i8, i8* %446, align 4, !tbaa !4
  %448 = zext i8 %447 to i32
  %449 = xor i32 %443, %448
  %450 = or i64 %444, 1
  %451 = mul i32 %449, 16777619
  %452 = getelementptr inbounds [512 x i8], [512 x i8]* @packed, i64 0, i64 %450
  %453 = load i8, i8* %452, align 1, !tbaa !4
  %454 = zext i8 %453 to i32
  %455 = xor i32 %451, %454
  %456 = or i64 %444, 2
  %457 = mul i32 %455, 16777619
  %458 = getelementptr inbounds [512 x i8], [512 x i8]* @packed, i64 0, i64 %456
  %459 = load i8, i8* %458, align 2, !tbaa !4
  %460 = zext i8 %459 to i32
  %461 = xor i32 %457, %460
  %462 = or i64 %444, 3
  %463 = mul i32 %461, 16777619
  %464 = getelementptr inbounds [512 x i8], [512 x i8]* @packed, i64 0, i64 %462
  %465 = load i8, i8* %464, align 1, !tbaa !4
  %466 = zext i8 %465 to i32
  %467 = xor i32 %463, %466
  %468 = add nuw i64 %444, 4
  %469 = mul i32 %467, 16777619
  %470 = add i64 %445, 4
  %471 = icmp eq i64 %470, %421
  br i1 %471, label %422, label %442, !llvm.loop !26
}

declare dso_local i32 @memcmp(i8* noundef, i8* noundef, i64 noundef) local_unnamed_addr #1

declare dso_local void @abort() local_unnamed_addr #1

declare dso_local i8* @memcpy(i8* noundef, i8* noundef, i64 noundef) local_unnamed_addr #1

declare dso_local i8* @memmove(i8* noundef, i8* noundef, i64 noundef) local_unnamed_addr #1

attributes #0 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="none" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nobuiltin nounwind "no-builtins" }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}
!2 = distinct !{!2, !3}
!3 = !{!"llvm.loop.mustprogress"}
!4 = !{!5, !5, i64 0}
!5 = !{!"omnipotent char", !6, i64 0}
!6 = !{!"Simple C/C++ TBAA"}
!7 = distinct !{!7, !3}
!8 = distinct !{!8, !3}
!9 = distinct !{!9, !3}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.unroll.disable"}
!12 = distinct !{!12, !3}
!13 = distinct !{!13, !3}
!14 = distinct !{!14, !3}
!15 = distinct !{!15, !11}
!16 = distinct !{!16, !3}
!17 = distinct !{!17, !3}
!18 = distinct !{!18, !3}
!19 = distinct !{!19, !3}
!20 = distinct !{!20, !3}
!21 = distinct !{!21, !3}
!22 = distinct !{!22, !11}
!23 = distinct !{!23, !3}
!24 = distinct !{!24, !3}
!25 = distinct !{!25, !11}
!26 = distinct !{!26, !3}
