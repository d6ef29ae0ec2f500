; ModuleID = 'matrix2d.c'
source_filename = "matrix2d.c"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "thumbv6m-none-unknown-eabi"

@A = dso_local local_unnamed_addr global [7 x [7 x i32]] zeroinitializer, align 4
@B = dso_local local_unnamed_addr global [7 x [7 x i32]] zeroinitializer, align 4
@S = internal unnamed_addr global [8 x [8 x i32]] zeroinitializer, align 4
@h = internal unnamed_addr global i32 -2128831035, align 4

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [7 x [7 x i32]], align 4
  %2 = alloca [7 x [7 x i32]], align 4
  %3 = alloca [4 x [4 x i32]], align 4
  %4 = bitcast [7 x [7 x i32]]* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 196, i8* nonnull %4) #5
  %5 = bitcast [7 x [7 x i32]]* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 196, i8* nonnull %5) #5
  br label %6

6:                                                ; preds = %0, %11
  %7 = phi i32 [ 99, %0 ], [ %18, %11 ]
  %8 = phi i32 [ 0, %0 ], [ %12, %11 ]
  br label %14

9:                                                ; preds = %11
  %10 = load i32, i32* @h, align 4, !tbaa !7
  br label %28

11:                                               ; preds = %14
  %12 = add nuw nsw i32 %8, 1
  %13 = icmp eq i32 %12, 7
  br i1 %13, label %9, label %6, !llvm.loop !11

14:                                               ; preds = %6, %14
  %15 = phi i32 [ %7, %6 ], [ %18, %14 ]
  %16 = phi i32 [ 0, %6 ], [ %26, %14 ]
  %17 = mul i32 %15, 1103515245
  %18 = add i32 %17, 12345
  %19 = lshr i32 %18, 16
  %20 = urem i32 %19, 31
  %21 = add nsw i32 %20, -15
  %22 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 %8, i32 %16
  store i32 %21, i32* %22, align 4, !tbaa !7
  %23 = lshr i32 %18, 8
  %24 = urem i32 %23, 17
  %25 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 %8, i32 %16
  store i32 %24, i32* %25, align 4, !tbaa !7
  %26 = add nuw nsw i32 %16, 1
  %27 = icmp eq i32 %26, 7
  br i1 %27, label %11, label %14, !llvm.loop !14

28:                                               ; preds = %9, %116
  %29 = phi i32 [ 0, %9 ], [ %122, %116 ]
  %30 = phi i32 [ %10, %9 ], [ %121, %116 ]
  br label %64

31:                                               ; preds = %116
  store i32 %121, i32* @h, align 4, !tbaa !7
  br label %32

32:                                               ; preds = %31, %32
  %33 = phi i32 [ %36, %32 ], [ 0, %31 ]
  %34 = getelementptr inbounds [8 x [8 x i32]], [8 x [8 x i32]]* @S, i32 0, i32 0, i32 %33
  store i32 0, i32* %34, align 4, !tbaa !7
  %35 = getelementptr inbounds [8 x [8 x i32]], [8 x [8 x i32]]* @S, i32 0, i32 %33, i32 0
  store i32 0, i32* %35, align 4, !tbaa !7
  %36 = add nuw nsw i32 %33, 1
  %37 = icmp eq i32 %36, 8
  br i1 %37, label %38, label %32, !llvm.loop !15

38:                                               ; preds = %32, %43
  %39 = phi i32 [ %44, %43 ], [ 1, %32 ]
  %40 = getelementptr [8 x [8 x i32]], [8 x [8 x i32]]* @S, i32 0, i32 %39, i32 0
  %41 = add nsw i32 %39, -1
  %42 = load i32, i32* %40, align 4
  br label %48

43:                                               ; preds = %48
  %44 = add nuw nsw i32 %39, 1
  %45 = icmp eq i32 %44, 8
  br i1 %45, label %46, label %38, !llvm.loop !16

46:                                               ; preds = %43
  %47 = load i32, i32* @h, align 4, !tbaa !7
  br label %135

48:                                               ; preds = %48, %38
  %49 = phi i32 [ %42, %38 ], [ %60, %48 ]
  %50 = phi i32 [ 1, %38 ], [ %62, %48 ]
  %51 = add nsw i32 %50, -1
  %52 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 %41, i32 %51
  %53 = load i32, i32* %52, align 4, !tbaa !7
  %54 = getelementptr inbounds [8 x [8 x i32]], [8 x [8 x i32]]* @S, i32 0, i32 %41, i32 %50
  %55 = load i32, i32* %54, align 4, !tbaa !7
  %56 = add nsw i32 %55, %53
  %57 = add nsw i32 %56, %49
  %58 = getelementptr inbounds [8 x [8 x i32]], [8 x [8 x i32]]* @S, i32 0, i32 %41, i32 %51
  %59 = load i32, i32* %58, align 4, !tbaa !7
  %60 = sub i32 %57, %59
  %61 = getelementptr inbounds [8 x [8 x i32]], [8 x [8 x i32]]* @S, i32 0, i32 %39, i32 %50
  store i32 %60, i32* %61, align 4, !tbaa !7
  %62 = add nuw nsw i32 %50, 1
  %63 = icmp eq i32 %62, 8
  br i1 %63, label %43, label %48, !llvm.loop !17

64:                                               ; preds = %28, %68
  %65 = phi i32 [ %69, %68 ], [ 0, %28 ]
  br label %66

66:                                               ; preds = %71, %64
  %67 = phi i32 [ 0, %64 ], [ %74, %71 ]
  br label %76

68:                                               ; preds = %71
  %69 = add nuw nsw i32 %65, 1
  %70 = icmp eq i32 %69, 7
  br i1 %70, label %89, label %64, !llvm.loop !18

71:                                               ; preds = %76
  %72 = srem i32 %84, 1009
  %73 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i32 0, i32 %65, i32 %67
  store i32 %72, i32* %73, align 4, !tbaa !7
  %74 = add nuw nsw i32 %67, 1
  %75 = icmp eq i32 %74, 7
  br i1 %75, label %68, label %66, !llvm.loop !19

76:                                               ; preds = %76, %66
  %77 = phi i32 [ 0, %66 ], [ %85, %76 ]
  %78 = phi i32 [ 0, %66 ], [ %84, %76 ]
  %79 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 %65, i32 %77
  %80 = load i32, i32* %79, align 4, !tbaa !7
  %81 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 %77, i32 %67
  %82 = load i32, i32* %81, align 4, !tbaa !7
  %83 = mul nsw i32 %82, %80
  %84 = add nsw i32 %83, %78
  %85 = add nuw nsw i32 %77, 1
  %86 = icmp eq i32 %85, 7
  br i1 %86, label %71, label %76, !llvm.loop !20

87:                                               ; preds = %93, %89
  %88 = icmp eq i32 %91, 7
  br i1 %88, label %101, label %89, !llvm.loop !21

89:                                               ; preds = %68, %87
  %90 = phi i32 [ %91, %87 ], [ 0, %68 ]
  %91 = add nuw nsw i32 %90, 1
  %92 = icmp ult i32 %90, 6
  br i1 %92, label %93, label %87

93:                                               ; preds = %89, %93
  %94 = phi i32 [ %99, %93 ], [ %91, %89 ]
  %95 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i32 0, i32 %90, i32 %94
  %96 = load i32, i32* %95, align 4, !tbaa !7
  %97 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i32 0, i32 %94, i32 %90
  %98 = load i32, i32* %97, align 4, !tbaa !7
  store i32 %98, i32* %95, align 4, !tbaa !7
  store i32 %96, i32* %97, align 4, !tbaa !7
  %99 = add nuw nsw i32 %94, 1
  %100 = icmp eq i32 %99, 7
  br i1 %100, label %87, label %93, !llvm.loop !22

101:                                              ; preds = %87, %104
  %102 = phi i32 [ %105, %104 ], [ 0, %87 ]
  %103 = sub nuw nsw i32 6, %102
  br label %107

104:                                              ; preds = %107
  %105 = add nuw nsw i32 %102, 1
  %106 = icmp eq i32 %105, 7
  br i1 %106, label %114, label %101, !llvm.loop !23

107:                                              ; preds = %107, %101
  %108 = phi i32 [ 0, %101 ], [ %112, %107 ]
  %109 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i32 0, i32 %102, i32 %108
  %110 = load i32, i32* %109, align 4, !tbaa !7
  %111 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %2, i32 0, i32 %108, i32 %103
  store i32 %110, i32* %111, align 4, !tbaa !7
  %112 = add nuw nsw i32 %108, 1
  %113 = icmp eq i32 %112, 7
  br i1 %113, label %104, label %107, !llvm.loop !24

114:                                              ; preds = %104, %124
  %115 = phi i32 [ %125, %124 ], [ 0, %104 ]
  br label %127

116:                                              ; preds = %124
  %117 = sub nuw nsw i32 6, %29
  %118 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i32 0, i32 %29, i32 %117
  %119 = load i32, i32* %118, align 4, !tbaa !7
  %120 = xor i32 %30, %119
  %121 = mul i32 %120, 16777619
  %122 = add nuw nsw i32 %29, 1
  %123 = icmp eq i32 %122, 5
  br i1 %123, label %31, label %28, !llvm.loop !25

124:                                              ; preds = %127
  %125 = add nuw nsw i32 %115, 1
  %126 = icmp eq i32 %125, 7
  br i1 %126, label %116, label %114, !llvm.loop !26

127:                                              ; preds = %114, %127
  %128 = phi i32 [ 0, %114 ], [ %133, %127 ]
  %129 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %2, i32 0, i32 %115, i32 %128
  %130 = load i32, i32* %129, align 4, !tbaa !7
  %131 = srem i32 %130, 23
  %132 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 %115, i32 %128
  store i32 %131, i32* %132, align 4, !tbaa !7
  %133 = add nuw nsw i32 %128, 1
  %134 = icmp eq i32 %133, 7
  br i1 %134, label %124, label %127, !llvm.loop !27

135:                                              ; preds = %46, %147
  %136 = phi i32 [ 0, %46 ], [ %148, %147 ]
  %137 = phi i32 [ %47, %46 ], [ %167, %147 ]
  br label %150

138:                                              ; preds = %147
  store i32 %167, i32* @h, align 4, !tbaa !7
  %139 = load i32, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @S, i32 0, i32 7, i32 7), align 4, !tbaa !7
  %140 = load i32, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @S, i32 0, i32 0, i32 7), align 4, !tbaa !7
  %141 = load i32, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @S, i32 0, i32 7, i32 0), align 4, !tbaa !7
  %142 = load i32, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @S, i32 0, i32 0, i32 0), align 4, !tbaa !7
  %143 = add i32 %140, %141
  %144 = sub i32 %139, %143
  %145 = add i32 %144, %142
  %146 = icmp eq i32 %145, %139
  br i1 %146, label %171, label %170

147:                                              ; preds = %150
  %148 = add nuw nsw i32 %136, 2
  %149 = icmp ult i32 %136, 5
  br i1 %149, label %135, label %138, !llvm.loop !28

150:                                              ; preds = %135, %150
  %151 = phi i32 [ 0, %135 ], [ %168, %150 ]
  %152 = phi i32 [ %137, %135 ], [ %167, %150 ]
  %153 = lshr i32 %151, 1
  %154 = sub nsw i32 7, %153
  %155 = getelementptr inbounds [8 x [8 x i32]], [8 x [8 x i32]]* @S, i32 0, i32 7, i32 %154
  %156 = load i32, i32* %155, align 4, !tbaa !7
  %157 = getelementptr inbounds [8 x [8 x i32]], [8 x [8 x i32]]* @S, i32 0, i32 %136, i32 %154
  %158 = load i32, i32* %157, align 4, !tbaa !7
  %159 = getelementptr inbounds [8 x [8 x i32]], [8 x [8 x i32]]* @S, i32 0, i32 7, i32 %151
  %160 = load i32, i32* %159, align 4, !tbaa !7
  %161 = getelementptr inbounds [8 x [8 x i32]], [8 x [8 x i32]]* @S, i32 0, i32 %136, i32 %151
  %162 = load i32, i32* %161, align 4, !tbaa !7
  %163 = add i32 %158, %160
  %164 = sub i32 %156, %163
  %165 = add i32 %164, %162
  %166 = xor i32 %165, %152
  %167 = mul i32 %166, 16777619
  %168 = add nuw nsw i32 %151, 3
  %169 = icmp ult i32 %151, 4
  br i1 %169, label %150, label %147, !llvm.loop !29

170:                                              ; preds = %138
  call void @abort() #6
  br label %171

171:                                              ; preds = %170, %138
  br label %172

172:                                              ; preds = %171, %175
  %173 = phi i32 [ %184, %175 ], [ 0, %171 ]
  %174 = phi i32 [ %176, %175 ], [ 0, %171 ]
  br label %178

175:                                              ; preds = %183
  %176 = add nuw nsw i32 %174, 1
  %177 = icmp eq i32 %176, 7
  br i1 %177, label %203, label %172, !llvm.loop !30

178:                                              ; preds = %183, %172
  %179 = phi i32 [ %173, %172 ], [ %184, %183 ]
  %180 = phi i32 [ 0, %172 ], [ %185, %183 ]
  %181 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 %174, i32 %180
  %182 = load i32, i32* %181, align 4, !tbaa !7
  br label %187

183:                                              ; preds = %197
  %184 = add nsw i32 %199, %179
  %185 = add nuw nsw i32 %180, 1
  %186 = icmp eq i32 %185, 7
  br i1 %186, label %175, label %178, !llvm.loop !31

187:                                              ; preds = %197, %178
  %188 = phi i32 [ 0, %178 ], [ %200, %197 ]
  %189 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 %174, i32 %188
  %190 = load i32, i32* %189, align 4, !tbaa !7
  %191 = icmp slt i32 %190, %182
  br i1 %191, label %196, label %192

192:                                              ; preds = %187
  %193 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 %188, i32 %180
  %194 = load i32, i32* %193, align 4, !tbaa !7
  %195 = icmp sgt i32 %194, %182
  br i1 %195, label %196, label %197

196:                                              ; preds = %192, %187
  br label %197

197:                                              ; preds = %196, %192
  %198 = phi i1 [ true, %192 ], [ false, %196 ]
  %199 = phi i32 [ 1, %192 ], [ 0, %196 ]
  %200 = add nuw nsw i32 %188, 1
  %201 = icmp ult i32 %188, 6
  %202 = and i1 %201, %198
  br i1 %202, label %187, label %183, !llvm.loop !32

203:                                              ; preds = %175
  %204 = load i32, i32* @h, align 4, !tbaa !7
  %205 = xor i32 %204, %184
  %206 = mul i32 %205, 16777619
  store i32 %206, i32* @h, align 4, !tbaa !7
  br label %207

207:                                              ; preds = %210, %203
  %208 = phi i32 [ 0, %203 ], [ %219, %210 ]
  %209 = phi i32 [ 0, %203 ], [ %211, %210 ]
  br label %213

210:                                              ; preds = %218
  %211 = add nuw nsw i32 %209, 1
  %212 = icmp eq i32 %211, 7
  br i1 %212, label %238, label %207, !llvm.loop !30

213:                                              ; preds = %218, %207
  %214 = phi i32 [ %208, %207 ], [ %219, %218 ]
  %215 = phi i32 [ 0, %207 ], [ %220, %218 ]
  %216 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 %209, i32 %215
  %217 = load i32, i32* %216, align 4, !tbaa !7
  br label %222

218:                                              ; preds = %232
  %219 = add nsw i32 %234, %214
  %220 = add nuw nsw i32 %215, 1
  %221 = icmp eq i32 %220, 7
  br i1 %221, label %210, label %213, !llvm.loop !31

222:                                              ; preds = %232, %213
  %223 = phi i32 [ 0, %213 ], [ %235, %232 ]
  %224 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 %209, i32 %223
  %225 = load i32, i32* %224, align 4, !tbaa !7
  %226 = icmp slt i32 %225, %217
  br i1 %226, label %231, label %227

227:                                              ; preds = %222
  %228 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 %223, i32 %215
  %229 = load i32, i32* %228, align 4, !tbaa !7
  %230 = icmp sgt i32 %229, %217
  br i1 %230, label %231, label %232

231:                                              ; preds = %227, %222
  br label %232

232:                                              ; preds = %231, %227
  %233 = phi i1 [ true, %227 ], [ false, %231 ]
  %234 = phi i32 [ 1, %227 ], [ 0, %231 ]
  %235 = add nuw nsw i32 %223, 1
  %236 = icmp ult i32 %223, 6
  %237 = and i1 %236, %233
  br i1 %237, label %222, label %218, !llvm.loop !32

238:                                              ; preds = %210
  %239 = xor i32 %219, %206
  %240 = mul i32 %239, 16777619
  store i32 %240, i32* @h, align 4, !tbaa !7
  %241 = bitcast [4 x [4 x i32]]* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %241) #5
  %242 = getelementptr inbounds [4 x [4 x i32]], [4 x [4 x i32]]* %3, i32 0, i32 0
  %243 = getelementptr inbounds [4 x [4 x i32]], [4 x [4 x i32]]* %3, i32 0, i32 0, i32 0
  br label %244

244:                                              ; preds = %238, %271
  %245 = phi i32 [ %18, %238 ], [ %263, %271 ]
  %246 = phi i32 [ 0, %238 ], [ %281, %271 ]
  br label %250

247:                                              ; preds = %271
  %248 = load i32, i32* @h, align 4, !tbaa !7
  %249 = and i32 %248, 2147483647
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %241) #5
  call void @llvm.lifetime.end.p0i8(i64 196, i8* nonnull %5) #5
  call void @llvm.lifetime.end.p0i8(i64 196, i8* nonnull %4) #5
  ret i32 %249

250:                                              ; preds = %244, %256
  %251 = phi i32 [ %245, %244 ], [ %263, %256 ]
  %252 = phi i32 [ 0, %244 ], [ %257, %256 ]
  br label %259

253:                                              ; preds = %256
  %254 = urem i32 %246, 5
  %255 = icmp eq i32 %254, 0
  br i1 %255, label %270, label %271

256:                                              ; preds = %259
  %257 = add nuw nsw i32 %252, 1
  %258 = icmp eq i32 %257, 4
  br i1 %258, label %253, label %250, !llvm.loop !33

259:                                              ; preds = %250, %259
  %260 = phi i32 [ %251, %250 ], [ %263, %259 ]
  %261 = phi i32 [ 0, %250 ], [ %268, %259 ]
  %262 = mul i32 %260, 1103515245
  %263 = add i32 %262, 12345
  %264 = lshr i32 %263, 16
  %265 = urem i32 %264, 11
  %266 = add nsw i32 %265, -5
  %267 = getelementptr inbounds [4 x [4 x i32]], [4 x [4 x i32]]* %3, i32 0, i32 %252, i32 %261
  store i32 %266, i32* %267, align 4, !tbaa !7
  %268 = add nuw nsw i32 %261, 1
  %269 = icmp eq i32 %268, 4
  br i1 %269, label %256, label %259, !llvm.loop !34

270:                                              ; preds = %253
  store i32 0, i32* %243, align 4, !tbaa !7
  br label %271

271:                                              ; preds = %270, %253
  %272 = call fastcc i64 @det_bareiss(i32 noundef 4, [4 x i32]* noundef nonnull %242) #7
  %273 = trunc i64 %272 to i32
  %274 = load i32, i32* @h, align 4, !tbaa !7
  %275 = xor i32 %274, %273
  %276 = mul i32 %275, 16777619
  store i32 %276, i32* @h, align 4, !tbaa !7
  %277 = call fastcc i64 @det_bareiss(i32 noundef 3, [4 x i32]* noundef nonnull %242) #7
  %278 = trunc i64 %277 to i32
  %279 = xor i32 %276, %278
  %280 = mul i32 %279, 16777619
  store i32 %280, i32* @h, align 4, !tbaa !7
  %281 = add nuw nsw i32 %246, 1
  %282 = icmp eq i32 %281, 30
  br i1 %282, label %247, label %244, !llvm.loop !35
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

declare dso_local void @abort() local_unnamed_addr #2

; Function Attrs: nofree nosync nounwind readonly
define internal fastcc i64 @det_bareiss(i32 noundef %0, [4 x i32]* nocapture noundef readonly %1) unnamed_addr #3 {
  %3 = alloca [4 x [4 x i64]], align 8
  %4 = bitcast [4 x [4 x i64]]* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 128, i8* nonnull %4) #5
  %5 = icmp sgt i32 %0, 0
  br i1 %5, label %6, label %8

6:                                                ; preds = %2, %11
  %7 = phi i32 [ %12, %11 ], [ 0, %2 ]
  br label %14

8:                                                ; preds = %11, %2
  %9 = add i32 %0, -1
  %10 = icmp sgt i32 %0, 1
  br i1 %10, label %22, label %84

11:                                               ; preds = %14
  %12 = add nuw nsw i32 %7, 1
  %13 = icmp eq i32 %12, %0
  br i1 %13, label %8, label %6, !llvm.loop !36

14:                                               ; preds = %6, %14
  %15 = phi i32 [ %20, %14 ], [ 0, %6 ]
  %16 = getelementptr inbounds [4 x i32], [4 x i32]* %1, i32 %7, i32 %15
  %17 = load i32, i32* %16, align 4, !tbaa !7
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [4 x [4 x i64]], [4 x [4 x i64]]* %3, i32 0, i32 %7, i32 %15
  store i64 %18, i64* %19, align 8, !tbaa !37
  %20 = add nuw nsw i32 %15, 1
  %21 = icmp eq i32 %20, %0
  br i1 %21, label %11, label %14, !llvm.loop !39

22:                                               ; preds = %8, %62
  %23 = phi i32 [ %65, %62 ], [ 1, %8 ]
  %24 = phi i1 [ %64, %62 ], [ %10, %8 ]
  %25 = phi i32 [ %57, %62 ], [ 0, %8 ]
  %26 = phi i32 [ %56, %62 ], [ 1, %8 ]
  %27 = phi i64 [ %63, %62 ], [ 1, %8 ]
  %28 = call i32 @llvm.smax.i32(i32 %0, i32 %23)
  %29 = getelementptr inbounds [4 x [4 x i64]], [4 x [4 x i64]]* %3, i32 0, i32 %25, i32 %25
  %30 = load i64, i64* %29, align 8, !tbaa !37
  %31 = icmp eq i64 %30, 0
  br i1 %31, label %32, label %55

32:                                               ; preds = %22, %36
  %33 = phi i32 [ %34, %36 ], [ %25, %22 ]
  %34 = add nuw nsw i32 %33, 1
  %35 = icmp slt i32 %34, %0
  br i1 %35, label %36, label %40

36:                                               ; preds = %32
  %37 = getelementptr inbounds [4 x [4 x i64]], [4 x [4 x i64]]* %3, i32 0, i32 %34, i32 %25
  %38 = load i64, i64* %37, align 8, !tbaa !37
  %39 = icmp eq i64 %38, 0
  br i1 %39, label %32, label %40, !llvm.loop !40

40:                                               ; preds = %32, %36
  %41 = phi i32 [ %28, %32 ], [ %34, %36 ]
  %42 = icmp eq i32 %41, %0
  br i1 %42, label %53, label %45

43:                                               ; preds = %45
  %44 = sub nsw i32 0, %26
  br label %53

45:                                               ; preds = %40, %45
  %46 = phi i32 [ %51, %45 ], [ 0, %40 ]
  %47 = getelementptr inbounds [4 x [4 x i64]], [4 x [4 x i64]]* %3, i32 0, i32 %25, i32 %46
  %48 = load i64, i64* %47, align 8, !tbaa !37
  %49 = getelementptr inbounds [4 x [4 x i64]], [4 x [4 x i64]]* %3, i32 0, i32 %41, i32 %46
  %50 = load i64, i64* %49, align 8, !tbaa !37
  store i64 %50, i64* %47, align 8, !tbaa !37
  store i64 %48, i64* %49, align 8, !tbaa !37
  %51 = add nuw nsw i32 %46, 1
  %52 = icmp eq i32 %51, %0
  br i1 %52, label %43, label %45, !llvm.loop !41

53:                                               ; preds = %40, %43
  %54 = phi i32 [ %44, %43 ], [ %26, %40 ]
  br i1 %42, label %84, label %55

55:                                               ; preds = %53, %22
  %56 = phi i32 [ %54, %53 ], [ %26, %22 ]
  %57 = add nuw nsw i32 %25, 1
  %58 = icmp slt i32 %57, %0
  br i1 %58, label %59, label %62

59:                                               ; preds = %55, %67
  %60 = phi i32 [ %68, %67 ], [ %57, %55 ]
  %61 = getelementptr inbounds [4 x [4 x i64]], [4 x [4 x i64]]* %3, i32 0, i32 %60, i32 %25
  br label %70

62:                                               ; preds = %67, %55
  %63 = load i64, i64* %29, align 8, !tbaa !37
  %64 = icmp slt i32 %57, %9
  %65 = add nuw i32 %23, 1
  %66 = icmp eq i32 %57, %9
  br i1 %66, label %84, label %22, !llvm.loop !42

67:                                               ; preds = %70
  %68 = add nuw nsw i32 %60, 1
  %69 = icmp eq i32 %68, %0
  br i1 %69, label %62, label %59, !llvm.loop !43

70:                                               ; preds = %59, %70
  %71 = phi i32 [ %57, %59 ], [ %82, %70 ]
  %72 = getelementptr inbounds [4 x [4 x i64]], [4 x [4 x i64]]* %3, i32 0, i32 %60, i32 %71
  %73 = load i64, i64* %72, align 8, !tbaa !37
  %74 = load i64, i64* %29, align 8, !tbaa !37
  %75 = mul nsw i64 %74, %73
  %76 = load i64, i64* %61, align 8, !tbaa !37
  %77 = getelementptr inbounds [4 x [4 x i64]], [4 x [4 x i64]]* %3, i32 0, i32 %25, i32 %71
  %78 = load i64, i64* %77, align 8, !tbaa !37
  %79 = mul nsw i64 %78, %76
  %80 = sub nsw i64 %75, %79
  %81 = sdiv i64 %80, %27
  store i64 %81, i64* %72, align 8, !tbaa !37
  %82 = add nuw nsw i32 %71, 1
  %83 = icmp eq i32 %82, %0
  br i1 %83, label %67, label %70, !llvm.loop !44

84:                                               ; preds = %53, %62, %8
  %85 = phi i1 [ %10, %8 ], [ %24, %53 ], [ %64, %62 ]
  %86 = phi i32 [ 1, %8 ], [ %54, %53 ], [ %56, %62 ]
  br i1 %85, label %92, label %87

87:                                               ; preds = %84
  %88 = sext i32 %86 to i64
  %89 = getelementptr inbounds [4 x [4 x i64]], [4 x [4 x i64]]* %3, i32 0, i32 %9, i32 %9
  %90 = load i64, i64* %89, align 8, !tbaa !37
  %91 = mul nsw i64 %90, %88
  br label %92

92:                                               ; preds = %84, %87
  %93 = phi i64 [ %91, %87 ], [ 0, %84 ]
  call void @llvm.lifetime.end.p0i8(i64 128, i8* nonnull %4) #5
  ret i64 %93
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.smax.i32(i32, i32) #4

attributes #0 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="cortex-m0" "target-features"="+armv6-m,+soft-float,+strict-align,+thumb-mode,-aes,-bf16,-d32,-dotprod,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fp64,-fpregs,-fullfp16,-mve,-mve.fp,-neon,-sha2,-vfp2,-vfp2sp,-vfp3,-vfp3d16,-vfp3d16sp,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" "use-soft-float"="true" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { "frame-pointer"="none" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="cortex-m0" "target-features"="+armv6-m,+soft-float,+strict-align,+thumb-mode,-aes,-bf16,-d32,-dotprod,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fp64,-fpregs,-fullfp16,-mve,-mve.fp,-neon,-sha2,-vfp2,-vfp2sp,-vfp3,-vfp3d16,-vfp3d16sp,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" "use-soft-float"="true" }
attributes #3 = { nofree nosync nounwind readonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="cortex-m0" "target-features"="+armv6-m,+soft-float,+strict-align,+thumb-mode,-aes,-bf16,-d32,-dotprod,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fp64,-fpregs,-fullfp16,-mve,-mve.fp,-neon,-sha2,-vfp2,-vfp2sp,-vfp3,-vfp3d16,-vfp3d16sp,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" "use-soft-float"="true" }
attributes #4 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #5 = { nounwind }
attributes #6 = { nobuiltin nounwind "no-builtins" }
attributes #7 = { nobuiltin "no-builtins" }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5}
!llvm.ident = !{!6}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 1, !"branch-target-enforcement", i32 0}
!3 = !{i32 1, !"sign-return-address", i32 0}
!4 = !{i32 1, !"sign-return-address-all", i32 0}
!5 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!6 = !{!"Debian clang version 14.0.6"}
!7 = !{!8, !8, i64 0}
!8 = !{!"int", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
!11 = distinct !{!11, !12, !13}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!"llvm.loop.unroll.disable"}
!14 = distinct !{!14, !12, !13}
!15 = distinct !{!15, !12, !13}
!16 = distinct !{!16, !12, !13}
!17 = distinct !{!17, !12, !13}
!18 = distinct !{!18, !12, !13}
!19 = distinct !{!19, !12, !13}
!20 = distinct !{!20, !12, !13}
!21 = distinct !{!21, !12, !13}
!22 = distinct !{!22, !12, !13}
!23 = distinct !{!23, !12, !13}
!24 = distinct !{!24, !12, !13}
!25 = distinct !{!25, !12, !13}
!26 = distinct !{!26, !12, !13}
!27 = distinct !{!27, !12, !13}
!28 = distinct !{!28, !12, !13}
!29 = distinct !{!29, !12, !13}
!30 = distinct !{!30, !12, !13}
!31 = distinct !{!31, !12, !13}
!32 = distinct !{!32, !12, !13}
!33 = distinct !{!33, !12, !13}
!34 = distinct !{!34, !12, !13}
!35 = distinct !{!35, !12, !13}
!36 = distinct !{!36, !12, !13}
!37 = !{!38, !38, i64 0}
!38 = !{!"long long", !9, i64 0}
!39 = distinct !{!39, !12, !13}
!40 = distinct !{!40, !12, !13}
!41 = distinct !{!41, !12, !13}
!42 = distinct !{!42, !12, !13}
!43 = distinct !{!43, !12, !13}
!44 = distinct !{!44, !12, !13}
