; ModuleID = 'sieve.c'
source_filename = "sieve.c"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv6-none-unknown-eabi"

@composite = internal global [3000 x i8] zeroinitializer, align 1
@bits = internal unnamed_addr global [94 x i32] zeroinitializer, align 4

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [10 x i8], align 1
  %2 = alloca [10 x i8], align 1
  %3 = alloca [10 x i8], align 1
  %4 = tail call i8* @memset(i8* noundef getelementptr inbounds ([3000 x i8], [3000 x i8]* @composite, i32 0, i32 0), i32 noundef 0, i32 noundef 3000) #3
  store i8 1, i8* getelementptr inbounds ([3000 x i8], [3000 x i8]* @composite, i32 0, i32 1), align 1, !tbaa !7
  store i8 1, i8* getelementptr inbounds ([3000 x i8], [3000 x i8]* @composite, i32 0, i32 0), align 1, !tbaa !7
  br label %5

5:                                                ; preds = %0, %18
  %6 = phi i32 [ 4, %0 ], [ %20, %18 ]
  %7 = phi i32 [ 2, %0 ], [ %19, %18 ]
  %8 = getelementptr inbounds [3000 x i8], [3000 x i8]* @composite, i32 0, i32 %7
  %9 = load i8, i8* %8, align 1, !tbaa !7
  %10 = icmp eq i8 %9, 0
  %11 = icmp ult i32 %6, 3000
  %12 = select i1 %10, i1 %11, i1 false
  br i1 %12, label %13, label %18

13:                                               ; preds = %5, %13
  %14 = phi i32 [ %16, %13 ], [ %6, %5 ]
  %15 = getelementptr inbounds [3000 x i8], [3000 x i8]* @composite, i32 0, i32 %14
  store i8 1, i8* %15, align 1, !tbaa !7
  %16 = add nuw nsw i32 %14, %7
  %17 = icmp ult i32 %16, 3000
  br i1 %17, label %13, label %18, !llvm.loop !10

18:                                               ; preds = %13, %5
  %19 = add nuw nsw i32 %7, 1
  %20 = mul nsw i32 %19, %19
  %21 = icmp eq i32 %19, 55
  br i1 %21, label %25, label %5, !llvm.loop !12

22:                                               ; preds = %25
  %23 = load i32, i32* getelementptr inbounds ([94 x i32], [94 x i32]* @bits, i32 0, i32 0), align 4, !tbaa !13
  %24 = or i32 %23, 1
  store i32 %24, i32* getelementptr inbounds ([94 x i32], [94 x i32]* @bits, i32 0, i32 0), align 4, !tbaa !13
  br label %30

25:                                               ; preds = %18, %25
  %26 = phi i32 [ %28, %25 ], [ 0, %18 ]
  %27 = getelementptr inbounds [94 x i32], [94 x i32]* @bits, i32 0, i32 %26
  store i32 0, i32* %27, align 4, !tbaa !13
  %28 = add nuw nsw i32 %26, 1
  %29 = icmp eq i32 %28, 94
  br i1 %29, label %22, label %25, !llvm.loop !15

30:                                               ; preds = %22, %56
  %31 = phi i32 [ 9, %22 ], [ %60, %56 ]
  %32 = phi i32 [ 3, %22 ], [ %59, %56 ]
  %33 = phi i32 [ 1, %22 ], [ %57, %56 ]
  %34 = lshr i32 %33, 5
  %35 = getelementptr inbounds [94 x i32], [94 x i32]* @bits, i32 0, i32 %34
  %36 = load i32, i32* %35, align 4, !tbaa !13
  %37 = shl nuw i32 1, %33
  %38 = and i32 %36, %37
  %39 = icmp eq i32 %38, 0
  br i1 %39, label %40, label %56

40:                                               ; preds = %30
  %41 = add nsw i32 %31, -1
  %42 = icmp ult i32 %41, 3000
  br i1 %42, label %43, label %56

43:                                               ; preds = %40
  %44 = lshr exact i32 %41, 1
  br label %45

45:                                               ; preds = %43, %45
  %46 = phi i32 [ %53, %45 ], [ %44, %43 ]
  %47 = and i32 %46, 31
  %48 = shl nuw i32 1, %47
  %49 = lshr i32 %46, 5
  %50 = getelementptr inbounds [94 x i32], [94 x i32]* @bits, i32 0, i32 %49
  %51 = load i32, i32* %50, align 4, !tbaa !13
  %52 = or i32 %51, %48
  store i32 %52, i32* %50, align 4, !tbaa !13
  %53 = add nuw i32 %46, %32
  %54 = shl i32 %53, 1
  %55 = icmp ult i32 %54, 3000
  br i1 %55, label %45, label %56, !llvm.loop !16

56:                                               ; preds = %45, %40, %30
  %57 = add nuw nsw i32 %33, 1
  %58 = shl nuw i32 %57, 1
  %59 = or i32 %58, 1
  %60 = mul i32 %59, %59
  %61 = icmp eq i32 %57, 27
  br i1 %61, label %62, label %30, !llvm.loop !17

62:                                               ; preds = %56
  %63 = load i8, i8* getelementptr inbounds ([3000 x i8], [3000 x i8]* @composite, i32 0, i32 2), align 1, !tbaa !7
  %64 = icmp eq i8 %63, 0
  br i1 %64, label %65, label %99

65:                                               ; preds = %99, %62
  %66 = phi i32 [ 1, %62 ], [ 0, %99 ]
  %67 = phi i32 [ 118251589, %62 ], [ -2128831035, %99 ]
  %68 = load i8, i8* getelementptr inbounds ([3000 x i8], [3000 x i8]* @composite, i32 0, i32 3), align 1, !tbaa !7
  %69 = icmp eq i8 %68, 0
  %70 = load i32, i32* getelementptr inbounds ([94 x i32], [94 x i32]* @bits, i32 0, i32 0), align 4, !tbaa !13
  %71 = and i32 %70, 2
  %72 = icmp eq i32 %71, 0
  %73 = xor i1 %69, %72
  br i1 %73, label %74, label %75

74:                                               ; preds = %65
  tail call void @abort() #3
  br label %75

75:                                               ; preds = %74, %65
  br i1 %69, label %76, label %80

76:                                               ; preds = %75
  %77 = add nuw nsw i32 %66, 1
  %78 = xor i32 %67, 3
  %79 = mul i32 %78, 16777619
  br label %80

80:                                               ; preds = %76, %75
  %81 = phi i32 [ %79, %76 ], [ %67, %75 ]
  %82 = phi i32 [ %77, %76 ], [ %66, %75 ]
  %83 = phi i32 [ 1, %76 ], [ 0, %75 ]
  %84 = phi i32 [ 3, %76 ], [ 2, %75 ]
  %85 = load i8, i8* getelementptr inbounds ([3000 x i8], [3000 x i8]* @composite, i32 0, i32 4), align 1, !tbaa !7
  %86 = icmp eq i8 %85, 0
  br i1 %86, label %87, label %94

87:                                               ; preds = %80
  tail call void @abort() #3
  %88 = add nsw i32 %82, 1
  %89 = sub nuw nsw i32 4, %84
  %90 = icmp ugt i32 %89, %83
  %91 = select i1 %90, i32 %89, i32 %83
  %92 = xor i32 %81, 4
  %93 = mul i32 %92, 16777619
  br label %94

94:                                               ; preds = %80, %87
  %95 = phi i32 [ %93, %87 ], [ %81, %80 ]
  %96 = phi i32 [ %88, %87 ], [ %82, %80 ]
  %97 = phi i32 [ %91, %87 ], [ %83, %80 ]
  %98 = phi i32 [ 4, %87 ], [ %84, %80 ]
  br label %102

99:                                               ; preds = %62
  tail call void @abort() #3
  br label %65

100:                                              ; preds = %140
  %101 = icmp eq i32 %142, 430
  br i1 %101, label %149, label %148

102:                                              ; preds = %94, %140
  %103 = phi i32 [ %146, %140 ], [ 5, %94 ]
  %104 = phi i32 [ %145, %140 ], [ %98, %94 ]
  %105 = phi i32 [ %144, %140 ], [ %97, %94 ]
  %106 = phi i32 [ %143, %140 ], [ 0, %94 ]
  %107 = phi i32 [ %142, %140 ], [ %96, %94 ]
  %108 = phi i32 [ %141, %140 ], [ %95, %94 ]
  %109 = getelementptr inbounds [3000 x i8], [3000 x i8]* @composite, i32 0, i32 %103
  %110 = load i8, i8* %109, align 1, !tbaa !7
  %111 = icmp eq i8 %110, 0
  %112 = and i32 %103, 1
  %113 = icmp eq i32 %112, 0
  br i1 %113, label %114, label %115

114:                                              ; preds = %102
  br i1 %111, label %125, label %140

115:                                              ; preds = %102
  %116 = lshr i32 %103, 6
  %117 = getelementptr inbounds [94 x i32], [94 x i32]* @bits, i32 0, i32 %116
  %118 = load i32, i32* %117, align 4, !tbaa !13
  %119 = lshr i32 %103, 1
  %120 = and i32 %119, 31
  %121 = shl nuw i32 1, %120
  %122 = and i32 %118, %121
  %123 = icmp eq i32 %122, 0
  %124 = xor i1 %111, %123
  br i1 %124, label %125, label %126

125:                                              ; preds = %114, %115
  tail call void @abort() #3
  br label %126

126:                                              ; preds = %125, %115
  br i1 %111, label %127, label %140

127:                                              ; preds = %126
  %128 = add nsw i32 %103, -2
  %129 = getelementptr inbounds [3000 x i8], [3000 x i8]* @composite, i32 0, i32 %128
  %130 = load i8, i8* %129, align 1, !tbaa !7
  %131 = icmp eq i8 %130, 0
  %132 = zext i1 %131 to i32
  %133 = add i32 %106, %132
  %134 = add i32 %107, 1
  %135 = sub i32 %103, %104
  %136 = icmp ugt i32 %135, %105
  %137 = select i1 %136, i32 %135, i32 %105
  %138 = xor i32 %103, %108
  %139 = mul i32 %138, 16777619
  br label %140

140:                                              ; preds = %114, %126, %127
  %141 = phi i32 [ %139, %127 ], [ %108, %126 ], [ %108, %114 ]
  %142 = phi i32 [ %134, %127 ], [ %107, %126 ], [ %107, %114 ]
  %143 = phi i32 [ %133, %127 ], [ %106, %126 ], [ %106, %114 ]
  %144 = phi i32 [ %137, %127 ], [ %105, %126 ], [ %105, %114 ]
  %145 = phi i32 [ %103, %127 ], [ %104, %126 ], [ %104, %114 ]
  %146 = add nuw nsw i32 %103, 1
  %147 = icmp eq i32 %146, 3000
  br i1 %147, label %100, label %102, !llvm.loop !18

148:                                              ; preds = %100
  tail call void @abort() #3
  br label %149

149:                                              ; preds = %148, %100
  %150 = getelementptr inbounds [10 x i8], [10 x i8]* %3, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %150) #4
  br label %151

151:                                              ; preds = %151, %149
  %152 = phi i32 [ %142, %149 ], [ %155, %151 ]
  %153 = phi i32 [ 0, %149 ], [ %160, %151 ]
  %154 = freeze i32 %152
  %155 = udiv i32 %154, 10
  %156 = mul i32 %155, 10
  %157 = sub i32 %154, %156
  %158 = trunc i32 %157 to i8
  %159 = or i8 %158, 48
  %160 = add nuw nsw i32 %153, 1
  %161 = getelementptr inbounds [10 x i8], [10 x i8]* %3, i32 0, i32 %153
  store i8 %159, i8* %161, align 1, !tbaa !7
  %162 = icmp ult i32 %152, 10
  br i1 %162, label %163, label %151, !llvm.loop !20

163:                                              ; preds = %151, %163
  %164 = phi i32 [ %165, %163 ], [ %160, %151 ]
  %165 = add nsw i32 %164, -1
  %166 = getelementptr inbounds [10 x i8], [10 x i8]* %3, i32 0, i32 %165
  %167 = load i8, i8* %166, align 1, !tbaa !7
  %168 = zext i8 %167 to i32
  %169 = tail call i32 @putchar(i32 noundef %168) #3
  %170 = icmp eq i32 %165, 0
  br i1 %170, label %171, label %163, !llvm.loop !21

171:                                              ; preds = %163
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %150) #4
  %172 = tail call i32 @putchar(i32 noundef 32) #3
  %173 = getelementptr inbounds [10 x i8], [10 x i8]* %2, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %173) #4
  br label %174

174:                                              ; preds = %174, %171
  %175 = phi i32 [ %143, %171 ], [ %178, %174 ]
  %176 = phi i32 [ 0, %171 ], [ %183, %174 ]
  %177 = freeze i32 %175
  %178 = udiv i32 %177, 10
  %179 = mul i32 %178, 10
  %180 = sub i32 %177, %179
  %181 = trunc i32 %180 to i8
  %182 = or i8 %181, 48
  %183 = add nuw nsw i32 %176, 1
  %184 = getelementptr inbounds [10 x i8], [10 x i8]* %2, i32 0, i32 %176
  store i8 %182, i8* %184, align 1, !tbaa !7
  %185 = icmp ult i32 %175, 10
  br i1 %185, label %186, label %174, !llvm.loop !20

186:                                              ; preds = %174, %186
  %187 = phi i32 [ %188, %186 ], [ %183, %174 ]
  %188 = add nsw i32 %187, -1
  %189 = getelementptr inbounds [10 x i8], [10 x i8]* %2, i32 0, i32 %188
  %190 = load i8, i8* %189, align 1, !tbaa !7
  %191 = zext i8 %190 to i32
  %192 = tail call i32 @putchar(i32 noundef %191) #3
  %193 = icmp eq i32 %188, 0
  br i1 %193, label %194, label %186, !llvm.loop !21

194:                                              ; preds = %186
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %173) #4
  %195 = tail call i32 @putchar(i32 noundef 32) #3
  %196 = getelementptr inbounds [10 x i8], [10 x i8]* %1, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %196) #4
  br label %197

197:                                              ; preds = %197, %194
  %198 = phi i32 [ %144, %194 ], [ %201, %197 ]
  %199 = phi i32 [ 0, %194 ], [ %206, %197 ]
  %200 = freeze i32 %198
  %201 = udiv i32 %200, 10
  %202 = mul i32 %201, 10
  %203 = sub i32 %200, %202
  %204 = trunc i32 %203 to i8
  %205 = or i8 %204, 48
  %206 = add nuw nsw i32 %199, 1
  %207 = getelementptr inbounds [10 x i8], [10 x i8]* %1, i32 0, i32 %199
  store i8 %205, i8* %207, align 1, !tbaa !7
  %208 = icmp ult i32 %198, 10
  br i1 %208, label %209, label %197, !llvm.loop !20

209:                                              ; preds = %197, %209
  %210 = phi i32 [ %211, %209 ], [ %206, %197 ]
  %211 = add nsw i32 %210, -1
  %212 = getelementptr inbounds [10 x i8], [10 x i8]* %1, i32 0, i32 %211
  %213 = load i8, i8* %212, align 1, !tbaa !7
  %214 = zext i8 %213 to i32
  %215 = tail call i32 @putchar(i32 noundef %214) #3
  %216 = icmp eq i32 %211, 0
  br i1 %216, label %217, label %209, !llvm.loop !21

217:                                              ; preds = %209
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %196) #4
  %218 = tail call i32 @putchar(i32 noundef 10) #3
  %219 = xor i32 %143, %141
  %220 = shl i32 %144, 16
  %221 = xor i32 %219, %220
  %222 = mul i32 %221, 16777619
  %223 = and i32 %222, 2147483647
  tail call void @exit(i32 noundef %223) #3
  ret i32 0
}

declare dso_local i8* @memset(i8* noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

declare dso_local void @abort() local_unnamed_addr #1

declare dso_local i32 @putchar(i32 noundef) local_unnamed_addr #1

declare dso_local void @exit(i32 noundef) local_unnamed_addr #1

attributes #0 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="arm1136jf-s" "target-features"="+armv6,+dsp,+soft-float,+strict-align,-aes,-bf16,-d32,-dotprod,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fp64,-fpregs,-fullfp16,-mve,-mve.fp,-neon,-sha2,-thumb-mode,-vfp2,-vfp2sp,-vfp3,-vfp3d16,-vfp3d16sp,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" "use-soft-float"="true" }
attributes #1 = { "frame-pointer"="none" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="arm1136jf-s" "target-features"="+armv6,+dsp,+soft-float,+strict-align,-aes,-bf16,-d32,-dotprod,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fp64,-fpregs,-fullfp16,-mve,-mve.fp,-neon,-sha2,-thumb-mode,-vfp2,-vfp2sp,-vfp3,-vfp3d16,-vfp3d16sp,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" "use-soft-float"="true" }
attributes #2 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #3 = { nobuiltin nounwind "no-builtins" }
attributes #4 = { nounwind }

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
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = distinct !{!12, !11}
!13 = !{!14, !14, i64 0}
!14 = !{!"int", !8, i64 0}
!15 = distinct !{!15, !11}
!16 = distinct !{!16, !11}
!17 = distinct !{!17, !11}
!18 = distinct !{!18, !11, !19}
!19 = !{!"llvm.loop.peeled.count", i32 3}
!20 = distinct !{!20, !11}
!21 = distinct !{!21, !11}
