; ModuleID = 'ptr_tables.c'
source_filename = "ptr_tables.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.planet = type { ptr, i32, ptr }

@.str = private unnamed_addr constant [8 x i8] c"mercury\00", align 1
@.str.1 = private unnamed_addr constant [6 x i8] c"venus\00", align 1
@.str.2 = private unnamed_addr constant [6 x i8] c"earth\00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c"mars\00", align 1
@.str.4 = private unnamed_addr constant [8 x i8] c"jupiter\00", align 1
@.str.5 = private unnamed_addr constant [7 x i8] c"saturn\00", align 1
@.str.6 = private unnamed_addr constant [7 x i8] c"uranus\00", align 1
@.str.7 = private unnamed_addr constant [8 x i8] c"neptune\00", align 1
@.str.8 = private unnamed_addr constant [6 x i8] c"ceres\00", align 1
@.str.9 = private unnamed_addr constant [6 x i8] c"pluto\00", align 1
@.str.10 = private unnamed_addr constant [5 x i8] c"eris\00", align 1
@.str.11 = private unnamed_addr constant [7 x i8] c"haumea\00", align 1
@.str.12 = private unnamed_addr constant [9 x i8] c"makemake\00", align 1
@names = dso_local global [13 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2, ptr @.str.3, ptr @.str.4, ptr @.str.5, ptr @.str.6, ptr @.str.7, ptr @.str.8, ptr @.str.9, ptr @.str.10, ptr @.str.11, ptr @.str.12], align 16
@samples = dso_local global [32 x i32] [i32 5, i32 3, i32 9, i32 1, i32 4, i32 8, i32 2, i32 7, i32 6, i32 0, i32 11, i32 15, i32 13, i32 12, i32 14, i32 10, i32 21, i32 23, i32 20, i32 22, i32 19, i32 17, i32 18, i32 16, i32 31, i32 29, i32 30, i32 28, i32 26, i32 27, i32 25, i32 24], align 16
@windows = dso_local local_unnamed_addr global [6 x ptr] [ptr @samples, ptr getelementptr (i8, ptr @samples, i64 16), ptr getelementptr (i8, ptr @samples, i64 36), ptr getelementptr (i8, ptr @samples, i64 64), ptr getelementptr (i8, ptr @samples, i64 100), ptr getelementptr (i8, ptr @samples, i64 112)], align 16
@window_len = dso_local local_unnamed_addr constant [6 x i32] [i32 4, i32 5, i32 7, i32 9, i32 3, i32 4], align 16
@bodies = dso_local global [5 x %struct.planet] [%struct.planet { ptr @.str.2, i32 1, ptr getelementptr (i8, ptr @bodies, i64 24) }, %struct.planet { ptr @.str.3, i32 2, ptr getelementptr (i8, ptr @bodies, i64 48) }, %struct.planet { ptr @.str.4, i32 95, ptr getelementptr (i8, ptr @bodies, i64 72) }, %struct.planet { ptr @.str.5, i32 146, ptr getelementptr (i8, ptr @bodies, i64 96) }, %struct.planet { ptr @.str.7, i32 16, ptr null }], align 16
@by_moons = dso_local local_unnamed_addr global [5 x ptr] [ptr getelementptr (i8, ptr @bodies, i64 96), ptr @bodies, ptr getelementptr (i8, ptr @bodies, i64 72), ptr getelementptr (i8, ptr @bodies, i64 24), ptr getelementptr (i8, ptr @bodies, i64 48)], align 16
@name_cursor = dso_local local_unnamed_addr global ptr getelementptr inbounds (i8, ptr @names, i64 24), align 8
@main.keys = internal unnamed_addr constant [6 x ptr] [ptr @.str.2, ptr @.str.9, ptr @.str.13, ptr @.str.12, ptr @.str.8, ptr @.str.14], align 16
@.str.13 = private unnamed_addr constant [7 x i8] c"vulcan\00", align 1
@.str.14 = private unnamed_addr constant [4 x i8] c"sun\00", align 1
@h = internal unnamed_addr global i32 -2128831035, align 4

; Function Attrs: nounwind
define dso_local range(i32 0, -2147483648) i32 @main() local_unnamed_addr #0 {
  %1 = load i32, ptr @h, align 4, !tbaa !2
  br label %58

2:                                                ; preds = %96
  store i32 %99, ptr @h, align 4, !tbaa !2
  %3 = load ptr, ptr @name_cursor, align 8, !tbaa !6
  %4 = load ptr, ptr %3, align 8, !tbaa !6
  %5 = tail call i64 @strlen(ptr noundef %4) #2
  %6 = trunc i64 %5 to i32
  %7 = load i32, ptr @h, align 4, !tbaa !2
  %8 = xor i32 %7, %6
  %9 = mul i32 %8, 16777619
  store i32 %9, ptr @h, align 4, !tbaa !2
  br label %10

10:                                               ; preds = %14, %2
  %11 = phi i64 [ 0, %2 ], [ %15, %14 ]
  %12 = phi i64 [ 1, %2 ], [ %21, %14 ]
  %13 = trunc nuw nsw i64 %11 to i32
  br label %23

14:                                               ; preds = %48
  %15 = add nuw nsw i64 %11, 1
  %16 = getelementptr inbounds ptr, ptr @names, i64 %11
  %17 = load ptr, ptr %16, align 8, !tbaa !6
  %18 = sext i32 %55 to i64
  %19 = getelementptr inbounds ptr, ptr @names, i64 %18
  %20 = load ptr, ptr %19, align 8, !tbaa !6
  store ptr %20, ptr %16, align 8, !tbaa !6
  store ptr %17, ptr %19, align 8, !tbaa !6
  %21 = add nuw nsw i64 %12, 1
  %22 = icmp eq i64 %15, 12
  br i1 %22, label %166, label %10, !llvm.loop !8

23:                                               ; preds = %48, %10
  %24 = phi i64 [ %12, %10 ], [ %56, %48 ]
  %25 = phi i32 [ %13, %10 ], [ %55, %48 ]
  %26 = getelementptr inbounds ptr, ptr @names, i64 %24
  %27 = load ptr, ptr %26, align 8, !tbaa !6
  %28 = sext i32 %25 to i64
  %29 = getelementptr inbounds ptr, ptr @names, i64 %28
  %30 = load ptr, ptr %29, align 8, !tbaa !6
  %31 = load i8, ptr %27, align 1, !tbaa !10
  %32 = icmp eq i8 %31, 0
  br i1 %32, label %48, label %33

33:                                               ; preds = %23, %39
  %34 = phi i8 [ %42, %39 ], [ %31, %23 ]
  %35 = phi ptr [ %41, %39 ], [ %30, %23 ]
  %36 = phi ptr [ %40, %39 ], [ %27, %23 ]
  %37 = load i8, ptr %35, align 1, !tbaa !10
  %38 = icmp eq i8 %34, %37
  br i1 %38, label %39, label %44

39:                                               ; preds = %33
  %40 = getelementptr inbounds i8, ptr %36, i64 1
  %41 = getelementptr inbounds i8, ptr %35, i64 1
  %42 = load i8, ptr %40, align 1, !tbaa !10
  %43 = icmp eq i8 %42, 0
  br i1 %43, label %44, label %33, !llvm.loop !11

44:                                               ; preds = %39, %33
  %45 = phi ptr [ %35, %33 ], [ %41, %39 ]
  %46 = phi i8 [ %34, %33 ], [ 0, %39 ]
  %47 = zext i8 %46 to i32
  br label %48

48:                                               ; preds = %44, %23
  %49 = phi ptr [ %30, %23 ], [ %45, %44 ]
  %50 = phi i32 [ 0, %23 ], [ %47, %44 ]
  %51 = load i8, ptr %49, align 1, !tbaa !10
  %52 = zext i8 %51 to i32
  %53 = icmp ult i32 %50, %52
  %54 = trunc nuw nsw i64 %24 to i32
  %55 = select i1 %53, i32 %54, i32 %25
  %56 = add nuw nsw i64 %24, 1
  %57 = icmp eq i64 %56, 13
  br i1 %57, label %14, label %23, !llvm.loop !12

58:                                               ; preds = %0, %96
  %59 = phi i64 [ 0, %0 ], [ %100, %96 ]
  %60 = phi i32 [ %1, %0 ], [ %99, %96 ]
  %61 = getelementptr inbounds [6 x ptr], ptr @main.keys, i64 0, i64 %59
  %62 = load ptr, ptr %61, align 8, !tbaa !6
  br label %63

63:                                               ; preds = %93, %58
  %64 = phi i64 [ 0, %58 ], [ %94, %93 ]
  %65 = getelementptr inbounds i8, ptr @names, i64 %64
  %66 = load ptr, ptr %65, align 8, !tbaa !6
  %67 = load i8, ptr %66, align 1, !tbaa !10
  %68 = icmp eq i8 %67, 0
  br i1 %68, label %84, label %69

69:                                               ; preds = %63, %75
  %70 = phi i8 [ %78, %75 ], [ %67, %63 ]
  %71 = phi ptr [ %77, %75 ], [ %62, %63 ]
  %72 = phi ptr [ %76, %75 ], [ %66, %63 ]
  %73 = load i8, ptr %71, align 1, !tbaa !10
  %74 = icmp eq i8 %70, %73
  br i1 %74, label %75, label %80

75:                                               ; preds = %69
  %76 = getelementptr inbounds i8, ptr %72, i64 1
  %77 = getelementptr inbounds i8, ptr %71, i64 1
  %78 = load i8, ptr %76, align 1, !tbaa !10
  %79 = icmp eq i8 %78, 0
  br i1 %79, label %80, label %69, !llvm.loop !11

80:                                               ; preds = %75, %69
  %81 = phi ptr [ %71, %69 ], [ %77, %75 ]
  %82 = phi i8 [ %70, %69 ], [ 0, %75 ]
  %83 = zext i8 %82 to i32
  br label %84

84:                                               ; preds = %80, %63
  %85 = phi ptr [ %62, %63 ], [ %81, %80 ]
  %86 = phi i32 [ 0, %63 ], [ %83, %80 ]
  %87 = load i8, ptr %85, align 1, !tbaa !10
  %88 = zext i8 %87 to i32
  %89 = icmp eq i32 %86, %88
  br i1 %89, label %90, label %93

90:                                               ; preds = %84
  %91 = lshr exact i64 %64, 3
  %92 = trunc nuw i64 %91 to i32
  br label %96

93:                                               ; preds = %84
  %94 = add nuw nsw i64 %64, 8
  %95 = icmp ugt i64 %64, 95
  br i1 %95, label %96, label %63, !llvm.loop !13

96:                                               ; preds = %93, %90
  %97 = phi i32 [ %92, %90 ], [ -1, %93 ]
  %98 = xor i32 %60, %97
  %99 = mul i32 %98, 16777619
  %100 = add nuw nsw i64 %59, 1
  %101 = icmp eq i64 %100, 6
  br i1 %101, label %2, label %58, !llvm.loop !14

102:                                              ; preds = %219
  %103 = load ptr, ptr @name_cursor, align 8, !tbaa !6
  %104 = load ptr, ptr %103, align 8, !tbaa !6
  %105 = tail call i64 @strlen(ptr noundef %104) #2
  %106 = trunc i64 %105 to i32
  %107 = load i32, ptr @h, align 4, !tbaa !2
  %108 = xor i32 %107, %106
  %109 = mul i32 %108, 16777619
  store i32 %109, ptr @h, align 4, !tbaa !2
  %110 = load ptr, ptr @windows, align 16, !tbaa !6
  %111 = getelementptr inbounds i8, ptr %110, i64 4
  %112 = getelementptr inbounds i8, ptr %110, i64 8
  %113 = getelementptr inbounds i8, ptr %110, i64 12
  %114 = ptrtoint ptr %110 to i64
  %115 = sub i64 %114, ptrtoint (ptr @samples to i64)
  %116 = lshr exact i64 %115, 2
  %117 = trunc i64 %116 to i32
  %118 = load ptr, ptr getelementptr inbounds (i8, ptr @windows, i64 8), align 8, !tbaa !6
  %119 = getelementptr inbounds i8, ptr %118, i64 4
  %120 = getelementptr inbounds i8, ptr %118, i64 8
  %121 = getelementptr inbounds i8, ptr %118, i64 12
  %122 = getelementptr inbounds i8, ptr %118, i64 16
  %123 = ptrtoint ptr %118 to i64
  %124 = sub i64 %123, ptrtoint (ptr @samples to i64)
  %125 = lshr exact i64 %124, 2
  %126 = trunc i64 %125 to i32
  %127 = load ptr, ptr getelementptr inbounds (i8, ptr @windows, i64 16), align 16, !tbaa !6
  %128 = getelementptr inbounds i8, ptr %127, i64 4
  %129 = getelementptr inbounds i8, ptr %127, i64 8
  %130 = getelementptr inbounds i8, ptr %127, i64 12
  %131 = getelementptr inbounds i8, ptr %127, i64 16
  %132 = getelementptr inbounds i8, ptr %127, i64 20
  %133 = getelementptr inbounds i8, ptr %127, i64 24
  %134 = ptrtoint ptr %127 to i64
  %135 = sub i64 %134, ptrtoint (ptr @samples to i64)
  %136 = lshr exact i64 %135, 2
  %137 = trunc i64 %136 to i32
  %138 = load ptr, ptr getelementptr inbounds (i8, ptr @windows, i64 24), align 8, !tbaa !6
  %139 = ptrtoint ptr %138 to i64
  %140 = sub i64 %139, ptrtoint (ptr @samples to i64)
  %141 = lshr exact i64 %140, 2
  %142 = trunc i64 %141 to i32
  %143 = load ptr, ptr getelementptr inbounds (i8, ptr @windows, i64 32), align 16, !tbaa !6
  %144 = getelementptr inbounds i8, ptr %143, i64 4
  %145 = getelementptr inbounds i8, ptr %143, i64 8
  %146 = ptrtoint ptr %143 to i64
  %147 = sub i64 %146, ptrtoint (ptr @samples to i64)
  %148 = lshr exact i64 %147, 2
  %149 = trunc i64 %148 to i32
  %150 = load ptr, ptr getelementptr inbounds (i8, ptr @windows, i64 40), align 8, !tbaa !6
  %151 = getelementptr inbounds i8, ptr %150, i64 4
  %152 = getelementptr inbounds i8, ptr %150, i64 8
  %153 = getelementptr inbounds i8, ptr %150, i64 12
  %154 = ptrtoint ptr %150 to i64
  %155 = sub i64 %154, ptrtoint (ptr @samples to i64)
  %156 = lshr exact i64 %155, 2
  %157 = trunc i64 %156 to i32
  %158 = getelementptr inbounds i8, ptr %138, i64 4
  %159 = getelementptr inbounds i8, ptr %138, i64 8
  %160 = getelementptr inbounds i8, ptr %138, i64 12
  %161 = getelementptr inbounds i8, ptr %138, i64 16
  %162 = getelementptr inbounds i8, ptr %138, i64 20
  %163 = getelementptr inbounds i8, ptr %138, i64 24
  %164 = getelementptr inbounds i8, ptr %138, i64 28
  %165 = getelementptr inbounds i8, ptr %138, i64 32
  br label %230

166:                                              ; preds = %14, %219
  %167 = phi i64 [ %181, %219 ], [ 0, %14 ]
  %168 = getelementptr inbounds [13 x ptr], ptr @names, i64 0, i64 %167
  %169 = load ptr, ptr %168, align 8, !tbaa !6
  %170 = load i8, ptr %169, align 1, !tbaa !10
  %171 = icmp eq i8 %170, 0
  br i1 %171, label %180, label %172

172:                                              ; preds = %166, %172
  %173 = phi i8 [ %178, %172 ], [ %170, %166 ]
  %174 = phi ptr [ %175, %172 ], [ %169, %166 ]
  %175 = getelementptr inbounds i8, ptr %174, i64 1
  %176 = sext i8 %173 to i32
  %177 = tail call i32 @putchar(i32 noundef %176) #2
  %178 = load i8, ptr %175, align 1, !tbaa !10
  %179 = icmp eq i8 %178, 0
  br i1 %179, label %180, label %172, !llvm.loop !15

180:                                              ; preds = %172, %166
  %181 = add nuw nsw i64 %167, 1
  %182 = icmp eq i64 %167, 12
  %183 = select i1 %182, i32 10, i32 32
  %184 = tail call i32 @putchar(i32 noundef %183) #2
  %185 = load ptr, ptr %168, align 8, !tbaa !6
  br label %186

186:                                              ; preds = %216, %180
  %187 = phi i64 [ 0, %180 ], [ %217, %216 ]
  %188 = getelementptr inbounds i8, ptr @names, i64 %187
  %189 = load ptr, ptr %188, align 8, !tbaa !6
  %190 = load i8, ptr %189, align 1, !tbaa !10
  %191 = icmp eq i8 %190, 0
  br i1 %191, label %207, label %192

192:                                              ; preds = %186, %198
  %193 = phi i8 [ %201, %198 ], [ %190, %186 ]
  %194 = phi ptr [ %200, %198 ], [ %185, %186 ]
  %195 = phi ptr [ %199, %198 ], [ %189, %186 ]
  %196 = load i8, ptr %194, align 1, !tbaa !10
  %197 = icmp eq i8 %193, %196
  br i1 %197, label %198, label %203

198:                                              ; preds = %192
  %199 = getelementptr inbounds i8, ptr %195, i64 1
  %200 = getelementptr inbounds i8, ptr %194, i64 1
  %201 = load i8, ptr %199, align 1, !tbaa !10
  %202 = icmp eq i8 %201, 0
  br i1 %202, label %203, label %192, !llvm.loop !11

203:                                              ; preds = %198, %192
  %204 = phi ptr [ %194, %192 ], [ %200, %198 ]
  %205 = phi i8 [ %193, %192 ], [ 0, %198 ]
  %206 = zext i8 %205 to i32
  br label %207

207:                                              ; preds = %203, %186
  %208 = phi ptr [ %185, %186 ], [ %204, %203 ]
  %209 = phi i32 [ 0, %186 ], [ %206, %203 ]
  %210 = load i8, ptr %208, align 1, !tbaa !10
  %211 = zext i8 %210 to i32
  %212 = icmp eq i32 %209, %211
  br i1 %212, label %213, label %216

213:                                              ; preds = %207
  %214 = lshr exact i64 %187, 3
  %215 = trunc nuw i64 %214 to i32
  br label %219

216:                                              ; preds = %207
  %217 = add nuw nsw i64 %187, 8
  %218 = icmp ugt i64 %187, 95
  br i1 %218, label %219, label %186, !llvm.loop !13

219:                                              ; preds = %216, %213
  %220 = phi i32 [ %215, %213 ], [ -1, %216 ]
  %221 = mul i32 %220, 31
  %222 = load i8, ptr %185, align 1, !tbaa !10
  %223 = zext i8 %222 to i32
  %224 = add i32 %221, %223
  %225 = load i32, ptr @h, align 4, !tbaa !2
  %226 = xor i32 %224, %225
  %227 = mul i32 %226, 16777619
  store i32 %227, ptr @h, align 4, !tbaa !2
  %228 = icmp eq i64 %181, 13
  br i1 %228, label %102, label %166, !llvm.loop !16

229:                                              ; preds = %230
  store i32 %410, ptr @h, align 4, !tbaa !2
  br label %424

230:                                              ; preds = %102, %230
  %231 = phi i32 [ 0, %102 ], [ %411, %230 ]
  %232 = phi i32 [ %109, %102 ], [ %410, %230 ]
  %233 = load i32, ptr %110, align 4, !tbaa !2
  %234 = mul nsw i32 %233, 5
  %235 = add nsw i32 %234, %231
  %236 = srem i32 %235, 37
  store i32 %236, ptr %110, align 4, !tbaa !2
  %237 = load i32, ptr %111, align 4, !tbaa !2
  %238 = mul nsw i32 %237, 5
  %239 = add nsw i32 %238, %231
  %240 = srem i32 %239, 37
  store i32 %240, ptr %111, align 4, !tbaa !2
  %241 = load i32, ptr %112, align 4, !tbaa !2
  %242 = mul nsw i32 %241, 5
  %243 = add nsw i32 %242, %231
  %244 = srem i32 %243, 37
  store i32 %244, ptr %112, align 4, !tbaa !2
  %245 = load i32, ptr %113, align 4, !tbaa !2
  %246 = mul nsw i32 %245, 5
  %247 = add nsw i32 %246, %231
  %248 = srem i32 %247, 37
  store i32 %248, ptr %113, align 4, !tbaa !2
  %249 = load i32, ptr %118, align 4, !tbaa !2
  %250 = mul nsw i32 %249, 5
  %251 = add nsw i32 %250, %231
  %252 = srem i32 %251, 37
  store i32 %252, ptr %118, align 4, !tbaa !2
  %253 = load i32, ptr %119, align 4, !tbaa !2
  %254 = mul nsw i32 %253, 5
  %255 = add nsw i32 %254, %231
  %256 = srem i32 %255, 37
  store i32 %256, ptr %119, align 4, !tbaa !2
  %257 = load i32, ptr %120, align 4, !tbaa !2
  %258 = mul nsw i32 %257, 5
  %259 = add nsw i32 %258, %231
  %260 = srem i32 %259, 37
  store i32 %260, ptr %120, align 4, !tbaa !2
  %261 = load i32, ptr %121, align 4, !tbaa !2
  %262 = mul nsw i32 %261, 5
  %263 = add nsw i32 %262, %231
  %264 = srem i32 %263, 37
  store i32 %264, ptr %121, align 4, !tbaa !2
  %265 = load i32, ptr %122, align 4, !tbaa !2
  %266 = mul nsw i32 %265, 5
  %267 = add nsw i32 %266, %231
  %268 = srem i32 %267, 37
  store i32 %268, ptr %122, align 4, !tbaa !2
  %269 = load i32, ptr %127, align 4, !tbaa !2
  %270 = mul nsw i32 %269, 5
  %271 = add nsw i32 %270, %231
  %272 = srem i32 %271, 37
  store i32 %272, ptr %127, align 4, !tbaa !2
  %273 = load i32, ptr %128, align 4, !tbaa !2
  %274 = mul nsw i32 %273, 5
  %275 = add nsw i32 %274, %231
  %276 = srem i32 %275, 37
  store i32 %276, ptr %128, align 4, !tbaa !2
  %277 = load i32, ptr %129, align 4, !tbaa !2
  %278 = mul nsw i32 %277, 5
  %279 = add nsw i32 %278, %231
  %280 = srem i32 %279, 37
  store i32 %280, ptr %129, align 4, !tbaa !2
  %281 = load i32, ptr %130, align 4, !tbaa !2
  %282 = mul nsw i32 %281, 5
  %283 = add nsw i32 %282, %231
  %284 = srem i32 %283, 37
  store i32 %284, ptr %130, align 4, !tbaa !2
  %285 = load i32, ptr %131, align 4, !tbaa !2
  %286 = mul nsw i32 %285, 5
  %287 = add nsw i32 %286, %231
  %288 = srem i32 %287, 37
  store i32 %288, ptr %131, align 4, !tbaa !2
  %289 = load i32, ptr %132, align 4, !tbaa !2
  %290 = mul nsw i32 %289, 5
  %291 = add nsw i32 %290, %231
  %292 = srem i32 %291, 37
  store i32 %292, ptr %132, align 4, !tbaa !2
  %293 = load i32, ptr %133, align 4, !tbaa !2
  %294 = mul nsw i32 %293, 5
  %295 = add nsw i32 %294, %231
  %296 = srem i32 %295, 37
  store i32 %296, ptr %133, align 4, !tbaa !2
  %297 = add nsw i32 %237, %233
  %298 = add nsw i32 %241, %297
  %299 = add nsw i32 %245, %298
  %300 = xor i32 %232, %299
  %301 = mul i32 %300, 16777619
  %302 = xor i32 %301, %117
  %303 = mul i32 %302, 16777619
  %304 = add nsw i32 %253, %249
  %305 = add nsw i32 %257, %304
  %306 = add nsw i32 %261, %305
  %307 = add nsw i32 %265, %306
  %308 = xor i32 %303, %307
  %309 = mul i32 %308, 16777619
  %310 = xor i32 %309, %126
  %311 = mul i32 %310, 16777619
  %312 = add nsw i32 %273, %269
  %313 = add nsw i32 %277, %312
  %314 = add nsw i32 %281, %313
  %315 = add nsw i32 %285, %314
  %316 = add nsw i32 %289, %315
  %317 = add nsw i32 %293, %316
  %318 = xor i32 %311, %317
  %319 = mul i32 %318, 16777619
  %320 = xor i32 %319, %137
  %321 = mul i32 %320, 16777619
  %322 = load i32, ptr %138, align 4, !tbaa !2
  %323 = mul nsw i32 %322, 5
  %324 = add nsw i32 %323, %231
  %325 = srem i32 %324, 37
  store i32 %325, ptr %138, align 4, !tbaa !2
  %326 = load i32, ptr %158, align 4, !tbaa !2
  %327 = add nsw i32 %326, %322
  %328 = mul nsw i32 %326, 5
  %329 = add nsw i32 %328, %231
  %330 = srem i32 %329, 37
  store i32 %330, ptr %158, align 4, !tbaa !2
  %331 = load i32, ptr %159, align 4, !tbaa !2
  %332 = add nsw i32 %331, %327
  %333 = mul nsw i32 %331, 5
  %334 = add nsw i32 %333, %231
  %335 = srem i32 %334, 37
  store i32 %335, ptr %159, align 4, !tbaa !2
  %336 = load i32, ptr %160, align 4, !tbaa !2
  %337 = add nsw i32 %336, %332
  %338 = mul nsw i32 %336, 5
  %339 = add nsw i32 %338, %231
  %340 = srem i32 %339, 37
  store i32 %340, ptr %160, align 4, !tbaa !2
  %341 = load i32, ptr %161, align 4, !tbaa !2
  %342 = add nsw i32 %341, %337
  %343 = mul nsw i32 %341, 5
  %344 = add nsw i32 %343, %231
  %345 = srem i32 %344, 37
  store i32 %345, ptr %161, align 4, !tbaa !2
  %346 = load i32, ptr %162, align 4, !tbaa !2
  %347 = add nsw i32 %346, %342
  %348 = mul nsw i32 %346, 5
  %349 = add nsw i32 %348, %231
  %350 = srem i32 %349, 37
  store i32 %350, ptr %162, align 4, !tbaa !2
  %351 = load i32, ptr %163, align 4, !tbaa !2
  %352 = add nsw i32 %351, %347
  %353 = mul nsw i32 %351, 5
  %354 = add nsw i32 %353, %231
  %355 = srem i32 %354, 37
  store i32 %355, ptr %163, align 4, !tbaa !2
  %356 = load i32, ptr %164, align 4, !tbaa !2
  %357 = add nsw i32 %356, %352
  %358 = mul nsw i32 %356, 5
  %359 = add nsw i32 %358, %231
  %360 = srem i32 %359, 37
  store i32 %360, ptr %164, align 4, !tbaa !2
  %361 = load i32, ptr %165, align 4, !tbaa !2
  %362 = add nsw i32 %361, %357
  %363 = mul nsw i32 %361, 5
  %364 = add nsw i32 %363, %231
  %365 = srem i32 %364, 37
  store i32 %365, ptr %165, align 4, !tbaa !2
  %366 = xor i32 %321, %362
  %367 = mul i32 %366, 16777619
  %368 = xor i32 %367, %142
  %369 = mul i32 %368, 16777619
  %370 = load i32, ptr %143, align 4, !tbaa !2
  %371 = mul nsw i32 %370, 5
  %372 = add nsw i32 %371, %231
  %373 = srem i32 %372, 37
  store i32 %373, ptr %143, align 4, !tbaa !2
  %374 = load i32, ptr %144, align 4, !tbaa !2
  %375 = add nsw i32 %374, %370
  %376 = mul nsw i32 %374, 5
  %377 = add nsw i32 %376, %231
  %378 = srem i32 %377, 37
  store i32 %378, ptr %144, align 4, !tbaa !2
  %379 = load i32, ptr %145, align 4, !tbaa !2
  %380 = add nsw i32 %379, %375
  %381 = mul nsw i32 %379, 5
  %382 = add nsw i32 %381, %231
  %383 = srem i32 %382, 37
  store i32 %383, ptr %145, align 4, !tbaa !2
  %384 = xor i32 %369, %380
  %385 = mul i32 %384, 16777619
  %386 = xor i32 %385, %149
  %387 = mul i32 %386, 16777619
  %388 = load i32, ptr %150, align 4, !tbaa !2
  %389 = mul nsw i32 %388, 5
  %390 = add nsw i32 %389, %231
  %391 = srem i32 %390, 37
  store i32 %391, ptr %150, align 4, !tbaa !2
  %392 = load i32, ptr %151, align 4, !tbaa !2
  %393 = add nsw i32 %392, %388
  %394 = mul nsw i32 %392, 5
  %395 = add nsw i32 %394, %231
  %396 = srem i32 %395, 37
  store i32 %396, ptr %151, align 4, !tbaa !2
  %397 = load i32, ptr %152, align 4, !tbaa !2
  %398 = add nsw i32 %397, %393
  %399 = mul nsw i32 %397, 5
  %400 = add nsw i32 %399, %231
  %401 = srem i32 %400, 37
  store i32 %401, ptr %152, align 4, !tbaa !2
  %402 = load i32, ptr %153, align 4, !tbaa !2
  %403 = add nsw i32 %402, %398
  %404 = mul nsw i32 %402, 5
  %405 = add nsw i32 %404, %231
  %406 = srem i32 %405, 37
  store i32 %406, ptr %153, align 4, !tbaa !2
  %407 = xor i32 %387, %403
  %408 = mul i32 %407, 16777619
  %409 = xor i32 %408, %157
  %410 = mul i32 %409, 16777619
  %411 = add nuw nsw i32 %231, 1
  %412 = icmp eq i32 %411, 12
  br i1 %412, label %229, label %230, !llvm.loop !17

413:                                              ; preds = %424
  %414 = load i32, ptr @h, align 4, !tbaa !2
  %415 = xor i32 %414, %433
  %416 = mul i32 %415, 16777619
  store i32 %416, ptr @h, align 4, !tbaa !2
  %417 = load ptr, ptr @by_moons, align 16, !tbaa !6
  %418 = getelementptr inbounds i8, ptr %417, i64 8
  %419 = load i32, ptr %418, align 8, !tbaa !18
  %420 = load ptr, ptr getelementptr inbounds (i8, ptr @by_moons, i64 8), align 8, !tbaa !6
  %421 = getelementptr inbounds i8, ptr %420, i64 8
  %422 = load i32, ptr %421, align 8, !tbaa !18
  %423 = icmp sgt i32 %419, %422
  br i1 %423, label %437, label %439

424:                                              ; preds = %229, %424
  %425 = phi ptr [ @bodies, %229 ], [ %435, %424 ]
  %426 = phi i32 [ 0, %229 ], [ %433, %424 ]
  %427 = getelementptr inbounds i8, ptr %425, i64 8
  %428 = load i32, ptr %427, align 8, !tbaa !18
  %429 = load ptr, ptr %425, align 8, !tbaa !20
  %430 = tail call i64 @strlen(ptr noundef %429) #2
  %431 = trunc i64 %430 to i32
  %432 = mul nsw i32 %428, %431
  %433 = add nsw i32 %432, %426
  %434 = getelementptr inbounds i8, ptr %425, i64 16
  %435 = load ptr, ptr %434, align 8, !tbaa !21
  %436 = icmp eq ptr %435, null
  br i1 %436, label %413, label %424, !llvm.loop !22

437:                                              ; preds = %413
  %438 = mul i32 %415, 637696617
  store i32 %438, ptr @h, align 4, !tbaa !2
  br label %439

439:                                              ; preds = %413, %437
  %440 = phi i32 [ %416, %413 ], [ %438, %437 ]
  %441 = load ptr, ptr getelementptr inbounds (i8, ptr @by_moons, i64 16), align 16, !tbaa !6
  %442 = getelementptr inbounds i8, ptr %441, i64 8
  %443 = load i32, ptr %442, align 8, !tbaa !18
  %444 = icmp sgt i32 %422, %443
  br i1 %444, label %445, label %448

445:                                              ; preds = %439
  %446 = xor i32 %440, 1
  %447 = mul i32 %446, 16777619
  store i32 %447, ptr @h, align 4, !tbaa !2
  br label %448

448:                                              ; preds = %445, %439
  %449 = phi i32 [ %440, %439 ], [ %447, %445 ]
  %450 = load ptr, ptr getelementptr inbounds (i8, ptr @by_moons, i64 24), align 8, !tbaa !6
  %451 = getelementptr inbounds i8, ptr %450, i64 8
  %452 = load i32, ptr %451, align 8, !tbaa !18
  %453 = icmp sgt i32 %443, %452
  br i1 %453, label %454, label %457

454:                                              ; preds = %448
  %455 = xor i32 %449, 2
  %456 = mul i32 %455, 16777619
  store i32 %456, ptr @h, align 4, !tbaa !2
  br label %457

457:                                              ; preds = %454, %448
  %458 = phi i32 [ %449, %448 ], [ %456, %454 ]
  %459 = load ptr, ptr getelementptr inbounds (i8, ptr @by_moons, i64 32), align 16, !tbaa !6
  %460 = getelementptr inbounds i8, ptr %459, i64 8
  %461 = load i32, ptr %460, align 8, !tbaa !18
  %462 = icmp sgt i32 %452, %461
  br i1 %462, label %463, label %466

463:                                              ; preds = %457
  %464 = xor i32 %458, 3
  %465 = mul i32 %464, 16777619
  store i32 %465, ptr @h, align 4, !tbaa !2
  br label %466

466:                                              ; preds = %463, %457
  %467 = phi i32 [ %465, %463 ], [ %458, %457 ]
  %468 = and i32 %467, 2147483647
  ret i32 %468
}

declare dso_local i64 @strlen(ptr noundef) local_unnamed_addr #1

declare dso_local i32 @putchar(i32 noundef) local_unnamed_addr #1

attributes #0 = { nounwind "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nobuiltin nounwind "no-builtins" }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!2 = !{!3, !3, i64 0}
!3 = !{!"int", !4, i64 0}
!4 = !{!"omnipotent char", !5, i64 0}
!5 = !{!"Simple C/C++ TBAA"}
!6 = !{!7, !7, i64 0}
!7 = !{!"any pointer", !4, i64 0}
!8 = distinct !{!8, !9}
!9 = !{!"llvm.loop.mustprogress"}
!10 = !{!4, !4, i64 0}
!11 = distinct !{!11, !9}
!12 = distinct !{!12, !9}
!13 = distinct !{!13, !9}
!14 = distinct !{!14, !9}
!15 = distinct !{!15, !9}
!16 = distinct !{!16, !9}
!17 = distinct !{!17, !9}
!18 = !{!19, !3, i64 8}
!19 = !{!"planet", !7, i64 0, !3, i64 8, !7, i64 16}
!20 = !{!19, !7, i64 0}
!21 = !{!19, !7, i64 16}
!22 = distinct !{!22, !9}
