; ModuleID = 'rle_lz.c'
source_filename = "rle_lz.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@input = internal global [256 x i8] zeroinitializer, align 16
@packed = internal global [512 x i8] zeroinitializer, align 16
@output = internal global [256 x i8] zeroinitializer, align 16

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  br label %115

1:                                                ; preds = %148, %115
  %2 = phi i64 [ %117, %115 ], [ %152, %148 ]
  %3 = icmp ult i64 %2, 256
  br i1 %3, label %115, label %4, !llvm.loop !2

4:                                                ; preds = %1, %72
  %5 = phi i64 [ %74, %72 ], [ 0, %1 ]
  %6 = phi i64 [ %73, %72 ], [ 0, %1 ]
  %7 = add i64 %6, 1
  %8 = icmp ult i64 %7, 256
  br i1 %8, label %9, label %24

9:                                                ; preds = %4
  %10 = getelementptr inbounds [256 x i8], [256 x i8]* @input, i64 0, i64 %6
  %11 = load i8, i8* %10, align 1, !tbaa !5
  br label %12

12:                                               ; preds = %18, %9
  %13 = phi i64 [ %7, %9 ], [ %20, %18 ]
  %14 = phi i64 [ 1, %9 ], [ %19, %18 ]
  %15 = getelementptr inbounds [256 x i8], [256 x i8]* @input, i64 0, i64 %13
  %16 = load i8, i8* %15, align 1, !tbaa !5
  %17 = icmp eq i8 %16, %11
  br i1 %17, label %18, label %24

18:                                               ; preds = %12
  %19 = add nuw nsw i64 %14, 1
  %20 = add i64 %19, %6
  %21 = icmp ult i64 %20, 256
  %22 = icmp ult i64 %14, 127
  %23 = and i1 %22, %21
  br i1 %23, label %12, label %24, !llvm.loop !8

24:                                               ; preds = %18, %12, %4
  %25 = phi i64 [ 1, %4 ], [ %14, %12 ], [ %19, %18 ]
  %26 = phi i64 [ %7, %4 ], [ %13, %12 ], [ %20, %18 ]
  %27 = icmp ugt i64 %25, 2
  br i1 %27, label %30, label %28

28:                                               ; preds = %24
  %29 = icmp ult i64 %6, 256
  br i1 %29, label %39, label %61

30:                                               ; preds = %24
  %31 = trunc i64 %25 to i8
  %32 = sub i8 1, %31
  %33 = add i64 %5, 1
  %34 = getelementptr inbounds [512 x i8], [512 x i8]* @packed, i64 0, i64 %5
  store i8 %32, i8* %34, align 1, !tbaa !5
  %35 = getelementptr inbounds [256 x i8], [256 x i8]* @input, i64 0, i64 %6
  %36 = load i8, i8* %35, align 1, !tbaa !5
  %37 = add i64 %5, 2
  %38 = getelementptr inbounds [512 x i8], [512 x i8]* @packed, i64 0, i64 %33
  store i8 %36, i8* %38, align 1, !tbaa !5
  br label %72

39:                                               ; preds = %28, %55
  %40 = phi i64 [ %57, %55 ], [ %6, %28 ]
  %41 = phi i64 [ %56, %55 ], [ 0, %28 ]
  %42 = add i64 %40, 2
  %43 = icmp ult i64 %42, 256
  br i1 %43, label %44, label %55

44:                                               ; preds = %39
  %45 = getelementptr inbounds [256 x i8], [256 x i8]* @input, i64 0, i64 %40
  %46 = load i8, i8* %45, align 1, !tbaa !5
  %47 = add nuw nsw i64 %40, 1
  %48 = getelementptr inbounds [256 x i8], [256 x i8]* @input, i64 0, i64 %47
  %49 = load i8, i8* %48, align 1, !tbaa !5
  %50 = icmp eq i8 %46, %49
  br i1 %50, label %51, label %55

51:                                               ; preds = %44
  %52 = getelementptr inbounds [256 x i8], [256 x i8]* @input, i64 0, i64 %42
  %53 = load i8, i8* %52, align 1, !tbaa !5
  %54 = icmp eq i8 %46, %53
  br i1 %54, label %61, label %55

55:                                               ; preds = %51, %44, %39
  %56 = add nuw nsw i64 %41, 1
  %57 = add nuw nsw i64 %56, %6
  %58 = icmp ult i64 %57, 256
  %59 = icmp ult i64 %41, 127
  %60 = and i1 %59, %58
  br i1 %60, label %39, label %61, !llvm.loop !9

61:                                               ; preds = %55, %51, %28
  %62 = phi i64 [ 0, %28 ], [ %56, %55 ], [ %41, %51 ]
  %63 = phi i64 [ %6, %28 ], [ %57, %55 ], [ %40, %51 ]
  %64 = trunc i64 %62 to i8
  %65 = add i8 %64, -1
  %66 = add i64 %5, 1
  %67 = getelementptr inbounds [512 x i8], [512 x i8]* @packed, i64 0, i64 %5
  store i8 %65, i8* %67, align 1, !tbaa !5
  %68 = getelementptr inbounds [512 x i8], [512 x i8]* @packed, i64 0, i64 %66
  %69 = getelementptr inbounds [256 x i8], [256 x i8]* @input, i64 0, i64 %6
  %70 = call i8* @memcpy(i8* noundef nonnull %68, i8* noundef nonnull %69, i64 noundef %62) #3
  %71 = add i64 %62, %66
  br label %72

72:                                               ; preds = %61, %30
  %73 = phi i64 [ %26, %30 ], [ %63, %61 ]
  %74 = phi i64 [ %37, %30 ], [ %71, %61 ]
  %75 = icmp ult i64 %73, 256
  br i1 %75, label %4, label %76, !llvm.loop !10

76:                                               ; preds = %72
  %77 = icmp eq i64 %74, 0
  br i1 %77, label %112, label %78

78:                                               ; preds = %76, %108
  %79 = phi i64 [ %110, %108 ], [ 0, %76 ]
  %80 = phi i64 [ %109, %108 ], [ 0, %76 ]
  %81 = add i64 %79, 1
  %82 = getelementptr inbounds [512 x i8], [512 x i8]* @packed, i64 0, i64 %79
  %83 = load i8, i8* %82, align 1, !tbaa !5
  %84 = icmp sgt i8 %83, -1
  br i1 %84, label %91, label %85

85:                                               ; preds = %78
  %86 = sext i8 %83 to i32
  %87 = sub nsw i32 1, %86
  %88 = getelementptr inbounds [512 x i8], [512 x i8]* @packed, i64 0, i64 %81
  %89 = load i8, i8* %88, align 1, !tbaa !5
  %90 = call i32 @llvm.smax.i32(i32 %87, i32 1) #4
  br label %101

91:                                               ; preds = %78
  %92 = getelementptr inbounds [256 x i8], [256 x i8]* @output, i64 0, i64 %80
  %93 = getelementptr inbounds [512 x i8], [512 x i8]* @packed, i64 0, i64 %81
  %94 = sext i8 %83 to i64
  %95 = add nsw i64 %94, 1
  %96 = call i8* @memcpy(i8* noundef nonnull %92, i8* noundef nonnull %93, i64 noundef %95) #3
  %97 = add i64 %95, %80
  %98 = add i64 %95, %81
  br label %108

99:                                               ; preds = %101
  %100 = add i64 %79, 2
  br label %108

101:                                              ; preds = %101, %85
  %102 = phi i32 [ 0, %85 ], [ %106, %101 ]
  %103 = phi i64 [ %80, %85 ], [ %104, %101 ]
  %104 = add i64 %103, 1
  %105 = getelementptr inbounds [256 x i8], [256 x i8]* @output, i64 0, i64 %103
  store i8 %89, i8* %105, align 1, !tbaa !5
  %106 = add nuw nsw i32 %102, 1
  %107 = icmp eq i32 %106, %90
  br i1 %107, label %99, label %101, !llvm.loop !11

108:                                              ; preds = %99, %91
  %109 = phi i64 [ %97, %91 ], [ %104, %99 ]
  %110 = phi i64 [ %98, %91 ], [ %100, %99 ]
  %111 = icmp ult i64 %110, %74
  br i1 %111, label %78, label %112, !llvm.loop !12

112:                                              ; preds = %108, %76
  %113 = phi i64 [ 0, %76 ], [ %109, %108 ]
  %114 = icmp eq i64 %113, 256
  br i1 %114, label %156, label %159

115:                                              ; preds = %0, %1
  %116 = phi i32 [ 5, %0 ], [ %119, %1 ]
  %117 = phi i64 [ 0, %0 ], [ %2, %1 ]
  %118 = mul i32 %116, 1103515245
  %119 = add i32 %118, 12345
  %120 = lshr i32 %119, 28
  %121 = and i32 %120, 3
  %122 = lshr i32 %119, 20
  %123 = and i32 %122, 15
  %124 = icmp ult i64 %117, 256
  br i1 %124, label %125, label %1

125:                                              ; preds = %115
  %126 = lshr i32 %119, 8
  %127 = trunc i32 %126 to i8
  %128 = icmp eq i32 %121, 2
  br label %129

129:                                              ; preds = %125, %148
  %130 = phi i32 [ 0, %125 ], [ %151, %148 ]
  %131 = phi i64 [ %117, %125 ], [ %152, %148 ]
  switch i32 %121, label %136 [
    i32 0, label %148
    i32 1, label %132
  ]

132:                                              ; preds = %129
  %133 = urem i64 %131, 5
  %134 = trunc i64 %133 to i8
  %135 = add nuw nsw i8 %134, 97
  br label %148

136:                                              ; preds = %129
  %137 = icmp ugt i64 %131, 39
  %138 = select i1 %128, i1 %137, i1 false
  br i1 %138, label %139, label %143

139:                                              ; preds = %136
  %140 = add i64 %131, -40
  %141 = getelementptr inbounds [256 x i8], [256 x i8]* @input, i64 0, i64 %140
  %142 = load i8, i8* %141, align 1, !tbaa !5
  br label %148

143:                                              ; preds = %136
  %144 = and i32 %130, 7
  %145 = lshr i32 %119, %144
  %146 = trunc i32 %145 to i8
  %147 = mul i8 %146, 31
  br label %148

148:                                              ; preds = %129, %139, %143, %132
  %149 = phi i8 [ %142, %139 ], [ %147, %143 ], [ %135, %132 ], [ %127, %129 ]
  %150 = getelementptr inbounds [256 x i8], [256 x i8]* @input, i64 0, i64 %131
  store i8 %149, i8* %150, align 1, !tbaa !5
  %151 = add nuw nsw i32 %130, 1
  %152 = add nuw nsw i64 %131, 1
  %153 = icmp ult i32 %130, %123
  %154 = icmp ult i64 %131, 255
  %155 = select i1 %153, i1 %154, i1 false
  br i1 %155, label %129, label %1, !llvm.loop !13

156:                                              ; preds = %112
  %157 = call i32 @memcmp(i8* noundef getelementptr inbounds ([256 x i8], [256 x i8]* @input, i64 0, i64 0), i8* noundef getelementptr inbounds ([256 x i8], [256 x i8]* @output, i64 0, i64 0), i64 noundef 256) #3
  %158 = icmp eq i32 %157, 0
  br i1 %158, label %160, label %159

159:                                              ; preds = %156, %112
  call void @abort() #3
  br label %160

160:                                              ; preds = %159, %156
  %161 = trunc i64 %74 to i32
  %162 = xor i32 %161, -2128831035
  %163 = mul i32 %162, 16777619
  %164 = icmp eq i64 %74, 0
  br i1 %164, label %165, label %312

165:                                              ; preds = %312, %160
  %166 = phi i32 [ %163, %160 ], [ %320, %312 ]
  br label %169

167:                                              ; preds = %247
  %168 = icmp ult i64 %248, 256
  br i1 %168, label %252, label %268

169:                                              ; preds = %165, %247
  %170 = phi i64 [ %250, %247 ], [ 0, %165 ]
  %171 = phi i64 [ %249, %247 ], [ 0, %165 ]
  %172 = phi i64 [ %248, %247 ], [ 0, %165 ]
  %173 = icmp ult i64 %170, 63
  %174 = select i1 %173, i64 %170, i64 63
  %175 = icmp eq i64 %174, 0
  br i1 %175, label %212, label %176

176:                                              ; preds = %169
  %177 = icmp ult i64 %170, 256
  br label %178

178:                                              ; preds = %205, %176
  %179 = phi i64 [ 1, %176 ], [ %209, %205 ]
  %180 = phi i64 [ 0, %176 ], [ %207, %205 ]
  %181 = phi i64 [ 0, %176 ], [ %206, %205 ]
  br i1 %177, label %182, label %197

182:                                              ; preds = %178, %191
  %183 = phi i64 [ %193, %191 ], [ %170, %178 ]
  %184 = phi i64 [ %192, %191 ], [ 0, %178 ]
  %185 = getelementptr inbounds [256 x i8], [256 x i8]* @input, i64 0, i64 %183
  %186 = load i8, i8* %185, align 1, !tbaa !5
  %187 = sub i64 %183, %179
  %188 = getelementptr inbounds [256 x i8], [256 x i8]* @input, i64 0, i64 %187
  %189 = load i8, i8* %188, align 1, !tbaa !5
  %190 = icmp eq i8 %186, %189
  br i1 %190, label %191, label %197

191:                                              ; preds = %182
  %192 = add nuw nsw i64 %184, 1
  %193 = add nuw nsw i64 %192, %170
  %194 = icmp ult i64 %193, 256
  %195 = icmp ult i64 %184, 129
  %196 = and i1 %195, %194
  br i1 %196, label %182, label %197, !llvm.loop !14

197:                                              ; preds = %191, %182, %178
  %198 = phi i64 [ 0, %178 ], [ %184, %182 ], [ %192, %191 ]
  %199 = icmp ugt i64 %198, %181
  br i1 %199, label %200, label %202

200:                                              ; preds = %197
  %201 = icmp eq i64 %198, 130
  br i1 %201, label %205, label %202

202:                                              ; preds = %200, %197
  %203 = phi i64 [ %198, %200 ], [ %181, %197 ]
  %204 = phi i64 [ %179, %200 ], [ %180, %197 ]
  br label %205

205:                                              ; preds = %202, %200
  %206 = phi i64 [ %203, %202 ], [ 130, %200 ]
  %207 = phi i64 [ %204, %202 ], [ %179, %200 ]
  %208 = phi i1 [ false, %202 ], [ true, %200 ]
  %209 = add nuw nsw i64 %179, 1
  %210 = icmp uge i64 %179, %174
  %211 = select i1 %208, i1 true, i1 %210
  br i1 %211, label %212, label %178, !llvm.loop !15

212:                                              ; preds = %205, %169
  %213 = phi i64 [ 0, %169 ], [ %206, %205 ]
  %214 = phi i64 [ 0, %169 ], [ %207, %205 ]
  %215 = icmp ugt i64 %213, 2
  br i1 %215, label %216, label %245

216:                                              ; preds = %212
  %217 = icmp ugt i64 %170, %172
  br i1 %217, label %218, label %234

218:                                              ; preds = %216, %218
  %219 = phi i64 [ %231, %218 ], [ %171, %216 ]
  %220 = phi i64 [ %232, %218 ], [ %172, %216 ]
  %221 = sub i64 %170, %220
  %222 = icmp ult i64 %221, 128
  %223 = select i1 %222, i64 %221, i64 128
  %224 = trunc i64 %223 to i8
  %225 = add i8 %224, -1
  %226 = add i64 %219, 1
  %227 = getelementptr inbounds [512 x i8], [512 x i8]* @packed, i64 0, i64 %219
  store i8 %225, i8* %227, align 1, !tbaa !5
  %228 = getelementptr inbounds [512 x i8], [512 x i8]* @packed, i64 0, i64 %226
  %229 = getelementptr inbounds [256 x i8], [256 x i8]* @input, i64 0, i64 %220
  %230 = call i8* @memcpy(i8* noundef nonnull %228, i8* noundef nonnull %229, i64 noundef %223) #3
  %231 = add i64 %223, %226
  %232 = add i64 %223, %220
  %233 = icmp ugt i64 %170, %232
  br i1 %233, label %218, label %234, !llvm.loop !16

234:                                              ; preds = %218, %216
  %235 = phi i64 [ %171, %216 ], [ %231, %218 ]
  %236 = trunc i64 %213 to i8
  %237 = add i8 %236, 125
  %238 = or i8 %237, -128
  %239 = add i64 %235, 1
  %240 = getelementptr inbounds [512 x i8], [512 x i8]* @packed, i64 0, i64 %235
  store i8 %238, i8* %240, align 1, !tbaa !5
  %241 = trunc i64 %214 to i8
  %242 = add i64 %235, 2
  %243 = getelementptr inbounds [512 x i8], [512 x i8]* @packed, i64 0, i64 %239
  store i8 %241, i8* %243, align 1, !tbaa !5
  %244 = add i64 %213, %170
  br label %247

245:                                              ; preds = %212
  %246 = add i64 %170, 1
  br label %247

247:                                              ; preds = %245, %234
  %248 = phi i64 [ %244, %234 ], [ %172, %245 ]
  %249 = phi i64 [ %242, %234 ], [ %171, %245 ]
  %250 = phi i64 [ %244, %234 ], [ %246, %245 ]
  %251 = icmp ult i64 %250, 256
  br i1 %251, label %169, label %167, !llvm.loop !17

252:                                              ; preds = %167, %252
  %253 = phi i64 [ %265, %252 ], [ %249, %167 ]
  %254 = phi i64 [ %266, %252 ], [ %248, %167 ]
  %255 = sub i64 256, %254
  %256 = icmp ult i64 %255, 128
  %257 = select i1 %256, i64 %255, i64 128
  %258 = trunc i64 %257 to i8
  %259 = add i8 %258, -1
  %260 = add i64 %253, 1
  %261 = getelementptr inbounds [512 x i8], [512 x i8]* @packed, i64 0, i64 %253
  store i8 %259, i8* %261, align 1, !tbaa !5
  %262 = getelementptr inbounds [512 x i8], [512 x i8]* @packed, i64 0, i64 %260
  %263 = getelementptr inbounds [256 x i8], [256 x i8]* @input, i64 0, i64 %254
  %264 = call i8* @memcpy(i8* noundef nonnull %262, i8* noundef nonnull %263, i64 noundef %257) #3
  %265 = add i64 %257, %260
  %266 = add i64 %257, %254
  %267 = icmp ult i64 %266, 256
  br i1 %267, label %252, label %268, !llvm.loop !18

268:                                              ; preds = %252, %167
  %269 = phi i64 [ %249, %167 ], [ %265, %252 ]
  %270 = icmp eq i64 %269, 0
  br i1 %270, label %309, label %271

271:                                              ; preds = %268, %305
  %272 = phi i64 [ %307, %305 ], [ 0, %268 ]
  %273 = phi i64 [ %306, %305 ], [ 0, %268 ]
  %274 = add i64 %272, 1
  %275 = getelementptr inbounds [512 x i8], [512 x i8]* @packed, i64 0, i64 %272
  %276 = load i8, i8* %275, align 1, !tbaa !5
  %277 = icmp sgt i8 %276, -1
  br i1 %277, label %278, label %286

278:                                              ; preds = %271
  %279 = getelementptr inbounds [256 x i8], [256 x i8]* @output, i64 0, i64 %273
  %280 = getelementptr inbounds [512 x i8], [512 x i8]* @packed, i64 0, i64 %274
  %281 = zext i8 %276 to i64
  %282 = add nuw nsw i64 %281, 1
  %283 = call i8* @memmove(i8* noundef nonnull %279, i8* noundef nonnull %280, i64 noundef %282) #3
  %284 = add i64 %282, %273
  %285 = add i64 %282, %274
  br label %305

286:                                              ; preds = %271
  %287 = and i8 %276, 127
  %288 = add nuw i8 %287, 3
  %289 = zext i8 %288 to i64
  %290 = getelementptr inbounds [512 x i8], [512 x i8]* @packed, i64 0, i64 %274
  %291 = load i8, i8* %290, align 1, !tbaa !5
  %292 = zext i8 %291 to i64
  br label %293

293:                                              ; preds = %293, %286
  %294 = phi i64 [ 0, %286 ], [ %300, %293 ]
  %295 = phi i64 [ %273, %286 ], [ %301, %293 ]
  %296 = sub i64 %295, %292
  %297 = getelementptr inbounds [256 x i8], [256 x i8]* @output, i64 0, i64 %296
  %298 = load i8, i8* %297, align 1, !tbaa !5
  %299 = getelementptr inbounds [256 x i8], [256 x i8]* @output, i64 0, i64 %295
  store i8 %298, i8* %299, align 1, !tbaa !5
  %300 = add nuw nsw i64 %294, 1
  %301 = add i64 %295, 1
  %302 = icmp eq i64 %300, %289
  br i1 %302, label %303, label %293, !llvm.loop !19

303:                                              ; preds = %293
  %304 = add i64 %272, 2
  br label %305

305:                                              ; preds = %303, %278
  %306 = phi i64 [ %284, %278 ], [ %301, %303 ]
  %307 = phi i64 [ %285, %278 ], [ %304, %303 ]
  %308 = icmp ult i64 %307, %269
  br i1 %308, label %271, label %309, !llvm.loop !20

309:                                              ; preds = %305, %268
  %310 = phi i64 [ 0, %268 ], [ %306, %305 ]
  %311 = icmp eq i64 %310, 256
  br i1 %311, label %322, label %325

312:                                              ; preds = %160, %312
  %313 = phi i32 [ %320, %312 ], [ %163, %160 ]
  %314 = phi i64 [ %319, %312 ], [ 0, %160 ]
  %315 = getelementptr inbounds [512 x i8], [512 x i8]* @packed, i64 0, i64 %314
  %316 = load i8, i8* %315, align 1, !tbaa !5
  %317 = zext i8 %316 to i32
  %318 = xor i32 %313, %317
  %319 = add nuw i64 %314, 1
  %320 = mul i32 %318, 16777619
  %321 = icmp eq i64 %319, %74
  br i1 %321, label %165, label %312, !llvm.loop !21

322:                                              ; preds = %309
  %323 = call i32 @memcmp(i8* noundef getelementptr inbounds ([256 x i8], [256 x i8]* @input, i64 0, i64 0), i8* noundef getelementptr inbounds ([256 x i8], [256 x i8]* @output, i64 0, i64 0), i64 noundef 256) #3
  %324 = icmp eq i32 %323, 0
  br i1 %324, label %326, label %325

325:                                              ; preds = %322, %309
  call void @abort() #3
  br label %326

326:                                              ; preds = %325, %322
  %327 = trunc i64 %269 to i32
  %328 = xor i32 %166, %327
  %329 = mul i32 %328, 16777619
  %330 = icmp eq i64 %269, 0
  br i1 %330, label %331, label %334

331:                                              ; preds = %334, %326
  %332 = phi i32 [ %329, %326 ], [ %342, %334 ]
  %333 = and i32 %332, 2147483647
  ret i32 %333

334:                                              ; preds = %326, %334
  %335 = phi i32 [ %342, %334 ], [ %329, %326 ]
  %336 = phi i64 [ %341, %334 ], [ 0, %326 ]
  %337 = getelementptr inbounds [512 x i8], [512 x i8]* @packed, i64 0, i64 %336
  %338 = load i8, i8* %337, align 1, !tbaa !5
  %339 = zext i8 %338 to i32
  %340 = xor i32 %335, %339
  %341 = add nuw i64 %336, 1
  %342 = mul i32 %340, 16777619
  %343 = icmp eq i64 %341, %269
  br i1 %343, label %331, label %334, !llvm.loop !22
}

declare dso_local i32 @memcmp(i8* noundef, i8* noundef, i64 noundef) local_unnamed_addr #1

declare dso_local void @abort() local_unnamed_addr #1

declare dso_local i8* @memcpy(i8* noundef, i8* noundef, i64 noundef) local_unnamed_addr #1

declare dso_local i8* @memmove(i8* noundef, i8* noundef, i64 noundef) local_unnamed_addr #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.smax.i32(i32, i32) #2

attributes #0 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="none" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { nobuiltin nounwind "no-builtins" }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}
!2 = distinct !{!2, !3, !4}
!3 = !{!"llvm.loop.mustprogress"}
!4 = !{!"llvm.loop.unroll.disable"}
!5 = !{!6, !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = distinct !{!8, !3, !4}
!9 = distinct !{!9, !3, !4}
!10 = distinct !{!10, !3, !4}
!11 = distinct !{!11, !3, !4}
!12 = distinct !{!12, !3, !4}
!13 = distinct !{!13, !3, !4}
!14 = distinct !{!14, !3, !4}
!15 = distinct !{!15, !3, !4}
!16 = distinct !{!16, !3, !4}
!17 = distinct !{!17, !3, !4}
!18 = distinct !{!18, !3, !4}
!19 = distinct !{!19, !3, !4}
!20 = distinct !{!20, !3, !4}
!21 = distinct !{!21, !3, !4}
!22 = distinct !{!22, !3, !4}
